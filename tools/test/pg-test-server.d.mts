export declare function findPgBin(): string | null;
export declare function startPostgres(): Promise<{
  url: string;
  adminUrl: string;
  port: number;
  createDatabase(name: string): string;
  stop(): Promise<void>;
}>;
