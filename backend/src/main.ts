import 'reflect-metadata';
import { createApp } from './app.setup';
import { appConfig, type AppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(appConfig.KEY);
  await app.listen(config.port, config.host);
  console.info(`Site running at ${config.publicUrl}  (admin area: ${config.publicUrl}/admin/careers)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
