import { useMutation } from '@tanstack/react-query';
import type { CustomerComplaintBody } from '@volna/contracts';
import { api } from '../api/client.ts';

/** POST /app/ol/customerComplaint (spec §7); a refusal is the server's message, toasted by the API helper. */
export const useComplaint = () =>
  useMutation({
    mutationFn: (body: CustomerComplaintBody) => api.post<unknown>('/app/ol/customerComplaint', body),
  });
