import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

// A server builds its catalogue index before it listens: about 40 s at a million products.
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 5_000;

export interface Server {
  readonly url: string;
  /** The process id (undefined if it failed to start). */
  readonly pid: number | undefined;
  /** CPU time (user + system) the process has used so far, in seconds; NaN where /proc is missing. */
  cpuSeconds(): number;
  /** Starts counting the process's peak resident memory afresh (Linux: /proc/<pid>/clear_refs). */
  resetPeakMemory(): void;
  /** The process's peak resident memory since the last reset, in MB (VmHWM); NaN where /proc is missing. */
  peakMemoryMb(): number;
  /** The process's resident memory now, in MB (VmRSS); NaN where /proc is missing. */
  residentMb(): number;
  stop(): Promise<void>;
}

/** Linux reports /proc times in USER_HZ ticks, 100 per second on every mainstream architecture. */
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number | undefined): number {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** A memory field of /proc/<pid>/status (VmHWM, VmRSS), in MB; NaN where /proc is missing. */
function memoryMbOf(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return Number(kilobytes) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** A port the OS has just handed out and released again. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early (code ${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export interface ServerOptions {
  /** Arguments to node. */
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Path answered with 200 once the server is ready. */
  readyPath: string;
  /** File that receives the server's stdout and stderr. */
  logPath: string;
}

/** Starts a node process that serves HTTP on 127.0.0.1 and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const logFd = fs.openSync(options.logPath, 'a');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    url,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    // "5" resets the peak resident set size (the kernel's Documentation/filesystems/proc.rst).
    resetPeakMemory: () => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    pid: child.pid,
    peakMemoryMb: () => memoryMbOf(child.pid, 'VmHWM'),
    residentMb: () => memoryMbOf(child.pid, 'VmRSS'),
    stop: () => stopChild(child),
  };
  try {
    await waitUntilAnswering(`${url}${options.readyPath}`, child, () =>
      fs.readFileSync(options.logPath, 'utf8'),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
