// Prints plain closing lines after vitest's own summary, so any CI log reader sees the counts whatever
// reporter it knows: one `tests: N passed, N failed, N skipped` line per project (unit, and one per
// browser engine), the total, what each engine can't run and why (skipOn in test/helpers/browser.ts), and
// every test that passed only on its retry (flaky: kept visible, to be fixed, never silently absorbed).
import type { Reporter, TestModule } from 'vitest/node';

interface Count {
  passed: number;
  failed: number;
  skipped: number;
  ms: number;
}

const line = (count: Count) => `${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, Count>();
    const total: Count = { passed: 0, failed: 0, skipped: 0, ms: 0 };
    // note → project → file → tests skipped with that note
    const cant = new Map<string, Map<string, number>>();
    const flaky: string[] = [];
    for (const testModule of modules) {
      const project = testModule.project.name || 'default';
      const file = testModule.moduleId.replace(/^.*?\/test\//, 'test/');
      const count = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0, ms: 0 };
      byProject.set(project, count);
      count.ms += testModule.diagnostic().duration;
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') count.passed++;
        else if (result.state === 'failed') count.failed++;
        else count.skipped++;
        if (result.state === 'passed' && test.diagnostic()?.flaky) flaky.push(`${project}: ${file} > ${test.fullName}`);
        const note = result.state === 'skipped' ? result.note : undefined;
        if (note && / can't: /.test(note)) {
          const files = cant.get(note) ?? new Map<string, number>();
          cant.set(note, files);
          files.set(file, (files.get(file) ?? 0) + 1);
        }
      }
      if (testModule.state() === 'failed' && ![...testModule.children.allTests()].some((test) => test.result().state === 'failed')) count.failed++;
    }
    let out = '\n';
    for (const [project, count] of byProject) {
      const label = project === 'browser' ? `browser: ${process.env.INLAY_ENGINE ?? 'chromium'}` : project.replace(/^browser-/, 'browser: ');
      out += `tests (${label}): ${line(count)}  [${(count.ms / 1000).toFixed(0)} s of test-file time]\n`;
      total.passed += count.passed;
      total.failed += count.failed;
      total.skipped += count.skipped;
    }
    if (cant.size) {
      out += `what an engine can't run (skipped, with the reason):\n`;
      for (const note of [...cant.keys()].sort()) {
        const files = [...cant.get(note)!].map(([path, tests]) => `${path} (${tests})`).join(', ');
        out += `  - ${note} — ${files}\n`;
      }
    }
    if (flaky.length) out += `passed only on a retry (flaky, to fix):\n${flaky.map((f) => `  - ${f}\n`).join('')}`;
    out += `tests: ${line(total)}\n`;
    process.stdout.write(out);
  }
}
