/** Types of src/lib/csp-format.mjs. */
export type Directives = Record<string, string[]>;
export declare function formatPolicy(directives: Directives, extra?: Directives): string;
