// Where "Delete my account" leaves the person: the home page, signed out, which
// says so when it is reached with this query.

export const ACCOUNT_DELETED_QUERY = 'account=deleted';

export const isAccountDeletedLanding = (search: URLSearchParams) => search.get('account') === 'deleted';
