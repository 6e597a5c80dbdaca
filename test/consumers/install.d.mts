export declare const fixtures: string[];
export declare function pack(): { filename: string; files: { path: string }[] };
export declare function installFixtures(options?: { pack?: boolean; timings?: string[] }): Record<string, 'npm ci' | 'tarball'>;
