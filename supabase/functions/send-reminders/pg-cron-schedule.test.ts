/**
 * The pg_cron branch of the reminders migration (docs/reminders.md#scheduling), on a real pg_cron: where
 * the extension exists, migrating schedules `app.enqueue_due_reminders` every minute (and,
 * without pg_net, nothing else); where it does not, the same migration skips it quietly
 * (every other database test migrates without pg_cron).
 *
 * pg_cron loads only through shared_preload_libraries, so the test starts a PostgreSQL
 * server of its own (initdb into a temporary directory, a Unix socket there, no TCP port)
 * rather than reconfigure the machine's. It needs the server binaries and pg_cron
 * (Debian: postgresql-<version>-cron, which `.ci/run` installs) and is skipped without them.
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { migrate } from "../_shared/db/migrate.ts";

const PG_ROOT = "/usr/lib/postgresql";

/** The newest server version here whose binaries and pg_cron are installed. */
function serverWithPgCron(): { bin: string; version: string } | null {
  let versions: string[] = [];
  try {
    versions = [...Deno.readDirSync(PG_ROOT)].map((e) => e.name).sort((a, b) => +b - +a);
  } catch {
    return null;
  }
  for (const version of versions) {
    const bin = `${PG_ROOT}/${version}/bin`;
    const present = [
      `${bin}/initdb`,
      `${PG_ROOT}/${version}/lib/pg_cron.so`,
      `/usr/share/postgresql/${version}/extension/pg_cron.control`,
    ].every((path) => {
      try {
        return Deno.statSync(path).isFile;
      } catch {
        return false;
      }
    });
    if (present) return { bin, version };
  }
  return null;
}

const server = serverWithPgCron();
// initdb and postgres refuse to run as root: as root, they run as the postgres user.
const isRoot = Deno.uid() === 0;

async function run(command: string, args: string[]): Promise<void> {
  const [cmd, argv] = isRoot
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  const out = await new Deno.Command(cmd, { args: argv, stdout: "piped", stderr: "piped" })
    .output();
  if (!out.success) {
    const text = new TextDecoder();
    throw new Error(`${command} failed: ${text.decode(out.stderr)}${text.decode(out.stdout)}`);
  }
}

Deno.test({
  name: "with pg_cron, the reminders migration schedules the enqueue entry point every minute",
  ignore: !server,
  fn: async () => {
    const { bin } = server!;
    const dir = await Deno.makeTempDir({ prefix: "routinely-pg-cron-" });
    const data = `${dir}/data`;
    if (isRoot) {
      const chown = await new Deno.Command("chown", { args: ["postgres:postgres", dir] }).output();
      assert.ok(chown.success, "the temporary directory is given to the postgres user");
    }
    let started = false;
    try {
      await run(`${bin}/initdb`, ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
      await run(`${bin}/pg_ctl`, [
        "-D",
        data,
        "-w",
        "-t",
        "120",
        "-l",
        `${dir}/server.log`,
        "-o",
        [
          "-c listen_addresses=''",
          `-c unix_socket_directories=${dir}`,
          "-c shared_preload_libraries=pg_cron",
          "-c cron.database_name=postgres",
          "-c fsync=off",
        ].join(" "),
        "start",
      ]);
      started = true;
      const sql = postgres({
        path: `${dir}/.s.PGSQL.5432`,
        user: "postgres",
        database: "postgres",
        max: 1,
        onnotice: () => {},
      });
      try {
        await sql`create extension pg_cron`;
        await migrate(sql);
        const jobs = await sql<{ jobname: string; schedule: string; command: string }[]>`
          select jobname, schedule, command from cron.job order by jobname`;
        // Without pg_net, only the enqueue job of the reminders; the audit trail's sealing
        // and retention job runs beside it every minute.
        assert.deepEqual([...jobs], [{
          jobname: "audit-maintenance",
          schedule: "* * * * *",
          command: "select app.audit_maintenance(now())",
        }, {
          jobname: "enqueue-due-reminders",
          schedule: "* * * * *",
          command: "select app.enqueue_due_reminders(now())",
        }], "without pg_net, only the enqueue job and the audit job");
        // The jobs' commands run as pg_cron will run them: nothing is due in an empty database.
        const [ran] = await sql.unsafe(jobs[1].command);
        assert.equal(ran.enqueue_due_reminders, 0);
        const [sealed] = await sql.unsafe(jobs[0].command);
        assert.equal(typeof sealed.audit_maintenance, "number");
      } finally {
        await sql.end();
      }
    } finally {
      if (started) await run(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "stop"]);
      await Deno.remove(dir, { recursive: true });
    }
  },
});
