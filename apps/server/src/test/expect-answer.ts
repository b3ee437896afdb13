import { expect } from 'vitest';

/** An `inject` answer, as far as a test reads it. */
interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/**
 * Checks an answer's status, then hands its JSON body to `expect` for the test's own matcher. A
 * wrong status fails with the body beside it, which names the error the route answered instead.
 */
export function expectAnswer(answer: Answer, status: number) {
  expect(answer.statusCode, answer.body).toBe(status);
  return expect(answer.json());
}
