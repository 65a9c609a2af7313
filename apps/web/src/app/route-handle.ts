import type { Params } from 'react-router';
import type { TApiRead } from '../lib/api-read';

/**
 * What a route tells the server that renders it: the API reads its page shows. A route whose reads
 * need code of their own may load it (the route table is part of every page's first load).
 */
export type TRouteHandle = {
  reads?: (location: { params: Params; searchParams: URLSearchParams }) => TApiRead[] | Promise<TApiRead[]>;
};
