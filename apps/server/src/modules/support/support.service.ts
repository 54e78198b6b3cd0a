import type { AppDeps } from '../../deps.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createComplaintDetail } from './complaint-detail.ts';
import { createReportsService } from './reports.service.ts';
import { createTicketsService } from './tickets.service.ts';

type Deps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  files: FilesService;
  audit: AuditService;
};

/** Customer support (issue 11): tickets, bug reports and complaints. */
export function createSupportService(deps: AppDeps, { users, chat, delivery, files, audit }: Deps) {
  return {
    tickets: createTicketsService(deps, { chat, delivery, audit }),
    reports: createReportsService(deps, { users, files, audit }),
    complaintDetail: createComplaintDetail(deps, { users, chat }),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
