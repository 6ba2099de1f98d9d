import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The watchdog must kill a process whose event loop is stuck, and leave a working one alone.

function run(body: string): Promise<{ signal: NodeJS.Signals | null; code: number | null; stderr: string }> {
  const watchdog = path.resolve('server/lib/watchdog.ts');
  const script = `import { startWatchdog } from ${JSON.stringify(watchdog)};\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
}

describe('event-loop watchdog', () => {
  it('kills a process stuck in a loop, saying what it was doing', async () => {
    const result = await run(`startWatchdog(400).doing('spinning on purpose');\nsetTimeout(() => { for (;;) {} }, 50);`);
    expect(result.signal).toBe('SIGKILL');
    const report = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as { msg: string; doing: string; silentMs: number };
    expect(report).toMatchObject({ msg: 'event loop blocked: killing the process', doing: 'spinning on purpose' });
    expect(report.silentMs).toBeGreaterThanOrEqual(400);
  });

  it('leaves a busy but responsive process alone, and lets it exit', async () => {
    const result = await run(
      `const dog = startWatchdog(400);\nlet n = 0;\nconst tick = setInterval(() => { const until = Date.now() + 50; while (Date.now() < until); if (++n === 20) { clearInterval(tick); dog.stop().then(() => process.exit(7)); } }, 0);`,
    );
    expect(result).toMatchObject({ signal: null, code: 7 });
  });
});
