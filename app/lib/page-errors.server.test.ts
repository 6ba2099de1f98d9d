import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppError, forbidden, notFound } from '../../server/lib/errors.ts';
import { FAILED, readForPage, refusalOf } from './page-errors.server.ts';

// The one place where a loader's refusal becomes the page's answer, in the words of the read that failed (FAILED).

async function pageErrorFrom(read: () => Promise<unknown>, failure?: (typeof FAILED)[keyof typeof FAILED]) {
  const thrown = await readForPage(read, { failure }).then(
    () => null,
    (error: unknown) => error,
  );
  // A data() thrown from a loader: React Router renders it as a route error response.
  const { data, init } = thrown as { data: { message: string }; init: ResponseInit };
  return { status: init.status, message: data.message };
}

describe('a refused read on a page', () => {
  it.each([
    [FAILED.searchingIssues, 'Error searching wildlife issues: Search is not available.'],
    [FAILED.fetchingIssue, 'Error fetching wildlife issue: Search is not available.'],
    [FAILED.gettingOwnHelpRequests, 'Error getting user help requests: Search is not available.'],
    [FAILED.gettingHelpRequests, 'Error getting help requests: Search is not available.'],
    [FAILED.creatingHelpRequest, 'Error creating help request: Search is not available.'],
  ])('is told under the name of the read that failed: %s', async (failure, wording) => {
    const page = await pageErrorFrom(async () => {
      throw new AppError('CONFLICT', 'Search is not available.');
    }, failure);
    expect(page).toEqual({ status: 409, message: wording });
  });

  it('is the 404 page when not found, whatever the read', async () => {
    const page = await pageErrorFrom(async () => {
      throw notFound('Issue Not Found');
    }, FAILED.fetchingIssue);
    expect(page.status).toBe(404);
  });

  it('can be a notice instead, where the page says so', async () => {
    const read = readForPage<string>(
      async () => {
        throw forbidden('Your listing is pending verification.');
      },
      { on: { FORBIDDEN: (error) => error.message } },
    );
    await expect(read).resolves.toBe('Your listing is pending verification.');
  });

  it('leaves a real failure alone: no message of it reaches the page', async () => {
    const failure = new Error('relation "wildlife_issues" does not exist');
    await expect(
      readForPage(
        async () => {
          throw failure;
        },
        { failure: FAILED.searchingIssues },
      ),
    ).rejects.toBe(failure);
    expect(refusalOf(failure, FAILED.searchingIssues)).toBeNull();
    expect(isRouteErrorResponse(failure)).toBe(false);
  });
});
