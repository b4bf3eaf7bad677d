#!/bin/sh
# First start: create the data folder, the database and the app's account, as the official image does.
set -eu
if [ ! -d /var/lib/mysql/mysql ]; then
  mariadb-install-db --user=mysql --datadir=/var/lib/mysql --auth-root-authentication-method=socket --skip-test-db >/dev/null
  mariadbd --user=mysql --datadir=/var/lib/mysql --skip-networking --socket=/run/mysqld/init.sock &
  until mariadb-admin --socket=/run/mysqld/init.sock ping >/dev/null 2>&1; do sleep 0.2; done
  mariadb --socket=/run/mysqld/init.sock -uroot <<SQL
CREATE DATABASE IF NOT EXISTS \`${MYSQL_DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER '${MYSQL_USER}'@'%' IDENTIFIED BY '${MYSQL_PASSWORD}';
GRANT ALL ON \`${MYSQL_DATABASE}\`.* TO '${MYSQL_USER}'@'%';
SQL
  mariadb-admin --socket=/run/mysqld/init.sock -uroot shutdown
fi
# --skip-name-resolve as the official image sets it: reverse lookups of container addresses time out.
exec mariadbd --user=mysql --datadir=/var/lib/mysql --bind-address=0.0.0.0 --port=3306 --skip-name-resolve "$@"
