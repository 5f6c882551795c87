import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { errorDetails } from './errorDetails';

describe('errorDetails', () => {
  it("shows an HTTP error's status and message", () => {
    expect(errorDetails(new HttpError('Gone away', 404))).toEqual({ status: 404, message: 'Gone away' });
  });

  it('gives 500 to errors without a status, such as an unknown middleware', () => {
    expect(errorDetails(new Error("Unknown middleware 'audit'"))).toEqual({
      status: 500,
      message: "Unknown middleware 'audit'",
    });
  });

  it("falls back to 'Error' without a message", () => {
    expect(errorDetails(undefined)).toEqual({ status: 500, message: 'Error' });
    expect(errorDetails(new HttpError('', 0))).toEqual({ status: 500, message: 'Error' });
  });
});
