import { errorResponse } from '@seamline/contract';

export const tags = ['admin'];
export const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
