// Type-checks one source text as if it were the file `file` (which need not exist): imports resolve from
// that file's folder, as they would for a file written there. For tests that compile documentation
// examples against the real types.
import { resolve } from 'node:path';
import ts from 'typescript';

export interface TypeError {
  /** 0-based line in `source` (-1 when the diagnostic has no position). */
  line: number;
  message: string;
}

export function typeErrors(file: string, source: string, extra: ts.CompilerOptions = {}): TypeError[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    ...extra,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (resolve(name) === file ? source : read(name));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === file || exists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ({
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1,
    message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
  }));
}
