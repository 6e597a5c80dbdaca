#!/usr/bin/env node
// The commit-message rule of docs/CONTRIBUTING.md, checked in CI: every commit after the rule was made
// (BASE) has a first line of at most 72 characters shaped `type(scope): what` or `type: what`.
// Older history is left as it is. Exits 1 listing the offending commits.
import { execFileSync } from 'node:child_process';

const BASE = 'ae489d9'; // main when the rule started being checked
const TYPES = ['feat', 'fix', 'perf', 'refactor', 'test', 'docs', 'style', 'build', 'ci', 'chore', 'bench', 'revert'];
const shape = new RegExp(`^(${TYPES.join('|')})(\\([a-z0-9-, /]+\\))?!?: \\S`);

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

let range;
try {
  git('cat-file', '-e', `${BASE}^{commit}`);
  range = `${BASE}..HEAD`;
} catch {
  console.log(`commits: ${BASE} is not in this clone (shallow?); nothing to check`);
  process.exit(0);
}

const lines = git('log', '--no-merges', '--format=%h%x09%s', range).split('\n').filter(Boolean);
const bad = lines
  .map((line) => line.split('\t'))
  .filter(([, subject = '']) => subject.length > 72 || !shape.test(subject))
  .map(([hash, subject = '']) => `  ${hash} (${subject.length} chars) ${subject}`);

if (bad.length) {
  console.error(
    `commits: ${bad.length} of ${lines.length} commit subjects break the rule (≤ 72 characters, "type(scope): what", type one of ${TYPES.join(', ')}):`,
  );
  console.error(bad.join('\n'));
  process.exit(1);
}
console.log(`commits: ${lines.length} commit subjects since ${BASE} follow the rule`);
