import { spawn, type ChildProcess } from 'node:child_process';
import { EmbeddedPostgresError, type PostgresUser } from './postgres-runtime.ts';

const USE_YOUR_OWN = 'Or set DATABASE_URL to a PostgreSQL you run yourself.';
// PostgreSQL's messages are matched below, so they must be in English.
const ENVIRONMENT = { ...process.env, LC_MESSAGES: 'C' };

const spawnAs = (file: string, args: string[], user: PostgresUser | undefined): ChildProcess =>
  spawn(file, args, { ...user, env: ENVIRONMENT, stdio: ['ignore', 'pipe', 'pipe'] });

/** A process that could not even be started: the system said why (EACCES, ENOENT…). */
const unstartable = (file: string, error: NodeJS.ErrnoException) =>
  new EmbeddedPostgresError(
    `${file} could not be run (${error.code ?? error.message})${error.code === 'EACCES' ? ': the user running it cannot reach it' : ''}`,
    `Check that it exists and that its folders can be entered, or run npm ci again. ${USE_YOUR_OWN}`,
  );

/** What PostgreSQL said about why it stopped, with the advice that fits. */
const explainExit = (output: string, port: number, dataDir: string): EmbeddedPostgresError => {
  const reason = output.split('\n').filter((line) => /FATAL|ERROR|could not|[Pp]ermission denied/.test(line)).slice(-3).join(' / ').trim() || output.trim().slice(-300) || 'it exited without a message';
  if (/already in use/.test(output)) {
    return new EmbeddedPostgresError(`port ${port} is already in use (${reason})`, `Stop what listens there or set EMBEDDED_PG_PORT to a free port. ${USE_YOUR_OWN}`);
  }
  if (/lock file .* already exists/.test(output)) {
    return new EmbeddedPostgresError(`another PostgreSQL is already running on ${dataDir} (${reason})`, 'Stop it (or the app that started it) first.');
  }
  if (/[Pp]ermission denied|could not (open|create|access)/.test(output)) {
    return new EmbeddedPostgresError(`it cannot use its data folder ${dataDir} (${reason})`, `Set DATA_DIR to a folder you own, or delete ${dataDir} to start afresh. ${USE_YOUR_OWN}`);
  }
  return new EmbeddedPostgresError(`it stopped at once (${reason})`, `Read the reason above; deleting ${dataDir} starts afresh. ${USE_YOUR_OWN}`);
};

/** Runs `initdb` to create the cluster in `dataDir`; the superuser `postgres` gets the password in `passwordFile`. */
export const initialiseCluster = (options: { initdb: string; dataDir: string; passwordFile: string; user?: PostgresUser }): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawnAs(
      options.initdb,
      [`--pgdata=${options.dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${options.passwordFile}`, '--lc-messages=C', '--lc-collate=C'],
      options.user,
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', (error) => reject(unstartable(options.initdb, error)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new EmbeddedPostgresError(`initdb failed in ${options.dataDir} (${output.trim().split('\n').slice(-3).join(' / ')})`, `Delete ${options.dataDir} (or set DATA_DIR elsewhere) and start again. ${USE_YOUR_OWN}`));
    });
  });

export interface RunningPostgres {
  stop(): Promise<void>;
}

/** Starts `postgres` and resolves once it accepts connections, or rejects with why it did not. */
export const startServer = (options: { postgres: string; dataDir: string; port: number; flags: string[]; user?: PostgresUser; log: (message: string) => void }): Promise<RunningPostgres> =>
  new Promise((resolve, reject) => {
    const child = spawnAs(options.postgres, ['-D', options.dataDir, '-p', String(options.port), ...options.flags], options.user);
    let output = '';
    let ready = false;
    const exited = new Promise<void>((done) => child.once('close', () => done()));
    child.stdout?.on('data', (chunk: Buffer) => options.log(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.log(message);
      if (ready) return;
      output += message;
      if (!output.includes('database system is ready to accept connections')) return;
      ready = true;
      resolve({
        stop: async () => {
          // SIGINT: PostgreSQL's fast shutdown (ends sessions, checkpoints, exits).
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
          await exited;
        },
      });
    });
    child.once('error', (error) => reject(unstartable(options.postgres, error)));
    child.once('close', () => {
      if (!ready) reject(explainExit(output, options.port, options.dataDir));
    });
  });
