// The slices of the untyped validator packages that the structured data tests use.
declare module 'structured-data-testing-tool' {
  interface TestResult {
    readonly test: string;
    readonly group?: string;
    readonly error?: { readonly message: string };
  }
  interface Results {
    readonly passed: readonly TestResult[];
    readonly failed: readonly TestResult[];
    readonly warnings: readonly TestResult[];
    readonly schemas: readonly string[];
  }
  export function structuredDataTest(html: string, options: { presets?: readonly unknown[]; schemas?: readonly string[] }): Promise<Results>;
}

declare module 'structured-data-testing-tool/presets.js' {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}

declare module '@marbec/web-auto-extractor' {
  export interface Extracted {
    readonly jsonld: Readonly<Record<string, readonly Record<string, unknown>[]>>;
  }
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: readonly string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface Issue {
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    readonly fieldNames?: readonly string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}
