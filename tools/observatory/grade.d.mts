// Types of grade.mjs, for the tests that import it.
export interface GradedTest {
  readonly pass: boolean;
  readonly result: string;
  readonly scoreModifier: number;
  /** Why this test was left out of the score, when it was. */
  readonly excepted?: string;
}

export interface Grading {
  readonly origin: string;
  readonly grade: string;
  readonly score: number;
  readonly unexcepted: { readonly grade: string; readonly score: number };
  readonly statusCode: number;
  readonly finalUrl: string;
  readonly excepted: Readonly<Record<string, string>>;
  readonly tests: Readonly<Record<string, GradedTest>>;
}

export declare const HTTPS_ONLY_TESTS: Readonly<Record<string, string>>;

export declare const gradeSite: (origin: string, options?: { readonly except?: Readonly<Record<string, string>> }) => Promise<Grading>;
