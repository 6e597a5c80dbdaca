export declare const sites: string[];
export declare function installSites(): Record<string, 'npm ci' | 'up to date'>;
