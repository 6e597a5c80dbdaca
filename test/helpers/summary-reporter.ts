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

const line = (c: Count) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, Count>();
    const total: Count = { passed: 0, failed: 0, skipped: 0, ms: 0 };
    // note → project → file → tests skipped with that note
    const cant = new Map<string, Map<string, number>>();
    const flaky: string[] = [];
    for (const m of modules) {
      const project = m.project.name || 'default';
      const c = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0, ms: 0 };
      byProject.set(project, c);
      c.ms += m.diagnostic().duration;
      for (const t of m.children.allTests()) {
        const r = t.result();
        const s = r.state;
        if (s === 'passed') c.passed++;
        else if (s === 'failed') c.failed++;
        else c.skipped++;
        if (s === 'passed' && t.diagnostic()?.flaky) flaky.push(`${project}: ${m.moduleId.replace(/^.*?\/test\//, 'test/')} > ${t.fullName}`);
        const note = s === 'skipped' ? r.note : undefined;
        if (note && / can't: /.test(note)) {
          const files = cant.get(note) ?? new Map<string, number>();
          cant.set(note, files);
          files.set(m.moduleId.replace(/^.*?\/test\//, 'test/'), (files.get(m.moduleId.replace(/^.*?\/test\//, 'test/')) ?? 0) + 1);
        }
      }
      if (m.state() === 'failed' && ![...m.children.allTests()].some((t) => t.result().state === 'failed')) c.failed++;
    }
    let out = '\n';
    for (const [project, c] of byProject) {
      const label = project === 'browser' ? `browser: ${process.env.INLAY_ENGINE ?? 'chromium'}` : project.replace(/^browser-/, 'browser: ');
      out += `tests (${label}): ${line(c)}  [${(c.ms / 1000).toFixed(0)} s of test-file time]\n`;
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    if (cant.size) {
      out += `what an engine can't run (skipped, with the reason):\n`;
      for (const note of [...cant.keys()].sort()) {
        const files = [...cant.get(note)!].map(([f, n]) => `${f} (${n})`).join(', ');
        out += `  - ${note} — ${files}\n`;
      }
    }
    if (flaky.length) out += `passed only on a retry (flaky, to fix):\n${flaky.map((f) => `  - ${f}\n`).join('')}`;
    out += `tests: ${line(total)}\n`;
    process.stdout.write(out);
  }
}
