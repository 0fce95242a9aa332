/** Types of tools/production/csp-hashes.mjs for the tests that use it. */
export declare function inlineScriptHashes(html: string): string[];
export declare function policy(hashes: string[]): string;
export declare const securityPolicy: { csp: Record<string, string[]>; headers: Record<string, string> };
