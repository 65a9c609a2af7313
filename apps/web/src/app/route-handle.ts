import type { Params } from 'react-router';
import type { TApiRead } from '../lib/api-read';

/** What a route tells the server that renders it: the API reads its page shows. */
export type TRouteHandle = {
  reads?: (location: { params: Params; searchParams: URLSearchParams }) => TApiRead[];
};
