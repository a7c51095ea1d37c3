#!/bin/sh
# Run once by the postgres image, on the first start of an empty data volume: the app's own role
# and database. The role owns its database, so migrations may create schemas and the trusted
# pg_trgm extension, but it is not a superuser.
# (No `set -u`: without its executable bit the image sources this file into its own shell.)
set -e
psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v app_user="${APP_DB_USER:?}" -v app_password="${APP_DB_PASSWORD:?}" -v app_db="${APP_DB_NAME:?}" <<'SQL'
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password';
CREATE DATABASE :"app_db" OWNER :"app_user";
SQL
