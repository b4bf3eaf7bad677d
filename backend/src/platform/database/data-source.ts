import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../config/database.config';
import { buildTypeOrmOptions } from './typeorm-options';

/**
 * The data source the TypeORM CLI uses (`npm run migration:*`). The application itself gets its
 * connection from TypeOrmModule with the same options.
 */
export default new DataSource({
  ...buildTypeOrmOptions(readDatabaseConfig()),
  entities: [join(__dirname, '..', '..', '**', '*.entity.{ts,js}')],
});
