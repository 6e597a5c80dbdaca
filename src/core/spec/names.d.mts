export declare const dashed: (name: string) => string;
export declare const camel: (name: string) => string;
export declare const pascal: (name: string) => string;
export declare const attributeName: (prop: string, spec: { attribute?: string | false }) => string | null;
