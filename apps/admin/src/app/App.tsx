import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { BankAccountsPage } from '../features/bank-accounts/BankAccountsPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LedgerCheckPage } from '../features/ledger/LedgerCheckPage.tsx';
import { TicketsPage } from '../features/tickets/TicketsPage.tsx';
import { TopUpsPage } from '../features/topups/TopUpsPage.tsx';
import { UsersPage } from '../features/users/UsersPage.tsx';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { BugReportsPage } from '../features/bug-reports/BugReportsPage.tsx';
import { ComplaintsPage } from '../features/complaints/ComplaintsPage.tsx';
import { RatesPage } from '../features/rates/RatesPage.tsx';
import { SafeTransferCancelPage } from '../features/transfers/SafeTransferCancelPage.tsx';
import { currentLanguage } from '../shared/i18n.ts';
import { useSessionToken } from '../shared/session.ts';
import { antdLocales, dayjsLocales } from './antd-locale.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

function RequireSession({ children }: { children: React.ReactNode }) {
  const token = useSessionToken();
  return token ? children : <Navigate to="/login" replace />;
}

export function App() {
  const lang = currentLanguage();
  dayjs.locale(dayjsLocales[lang]);
  return (
    <ConfigProvider locale={antdLocales[lang]}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename="/admin">
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route
                element={
                  <RequireSession>
                    <ConsoleLayout />
                  </RequireSession>
                }
              >
                <Route index element={<DashboardPage />} />
                <Route path="wallet/topups" element={<TopUpsPage />} />
                <Route path="wallet/bank-accounts" element={<BankAccountsPage />} />
                <Route path="wallet/ledger-check" element={<LedgerCheckPage />} />
                <Route path="wallet/rates" element={<RatesPage />} />
                <Route path="wallet/safe-transfers" element={<SafeTransferCancelPage />} />
                <Route path="users" element={<UsersPage />} />
                <Route path="bug-reports" element={<BugReportsPage />} />
                <Route path="complaints" element={<ComplaintsPage />} />
                <Route path="tickets" element={<TicketsPage />} />
                <Route path="audit" element={<AuditPage />} />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
