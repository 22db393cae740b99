# Sourced by scripts/postgres-test.sh after scripts/postgres-database.sh: installs Debian's pgbouncer when missing and
# starts PgBouncer in transaction pool mode, on a free port, in front of the test database. Sets PGBOUNCER_TEST_URL
# (the test database through PgBouncer); stop_pgbouncer stops it again.
if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "[pgbouncer] installing pgbouncer"
  as_root apt-get update
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y pgbouncer
fi
pgbouncer_bin="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"

pgbouncer_dir="$(mktemp -d)"
pgbouncer_port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
cat >"$pgbouncer_dir/pgbouncer.ini" <<INI
[databases]
pooled = host=127.0.0.1 port=$port dbname=$database user=$role password=$password

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pgbouncer_port
unix_socket_dir =
auth_type = trust
auth_file = $pgbouncer_dir/userlist.txt
pool_mode = transaction
default_pool_size = 10
max_client_conn = 200
ignore_startup_parameters = extra_float_digits,options
logfile = $pgbouncer_dir/pgbouncer.log
pidfile = $pgbouncer_dir/pgbouncer.pid
INI
echo "\"$role\" \"$password\"" >"$pgbouncer_dir/userlist.txt"

# PgBouncer refuses to run as root: there it runs as the postgres user.
if [ "$(id -u)" -eq 0 ]; then
  chown -R postgres "$pgbouncer_dir"
  su postgres -s /bin/sh -c "$pgbouncer_bin -d $pgbouncer_dir/pgbouncer.ini"
else
  "$pgbouncer_bin" -d "$pgbouncer_dir/pgbouncer.ini"
fi
for attempt in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p "$pgbouncer_port" && break
  sleep 0.1
done
echo "[pgbouncer] transaction pooling on 127.0.0.1:$pgbouncer_port in front of $database"

stop_pgbouncer() {
  if [ -f "$pgbouncer_dir/pgbouncer.pid" ]; then kill "$(cat "$pgbouncer_dir/pgbouncer.pid")" 2>/dev/null || true; fi
  rm -rf "$pgbouncer_dir"
}

export PGBOUNCER_TEST_URL="postgres://$role:$password@127.0.0.1:$pgbouncer_port/pooled"
