import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { currentLanguage } from '../shared/i18n.ts';
import { useSessionToken } from '../shared/session.ts';
import { ToastBridge } from '../shared/ui/ToastBridge.tsx';
import { antdLocales, dayjsLocales } from './antd-locale.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';

/** A page as its own chunk: the login page loads none of them. */
const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const DashboardPage = page(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const PageVisitsPage = page(() => import('../features/page-visits/PageVisitsPage.tsx'), 'PageVisitsPage');
const TopUpsPage = page(() => import('../features/topups/TopUpsPage.tsx'), 'TopUpsPage');
const BankAccountsPage = page(
  () => import('../features/bank-accounts/BankAccountsPage.tsx'),
  'BankAccountsPage',
);
const RatesPage = page(() => import('../features/rates/RatesPage.tsx'), 'RatesPage');
const SafeTransfersPage = page(
  () => import('../features/transfers/SafeTransfersPage.tsx'),
  'SafeTransfersPage',
);
const P2pDisputesPage = page(() => import('../features/p2p-disputes/P2pDisputesPage.tsx'), 'P2pDisputesPage');
const ExchangeDisputesPage = page(
  () => import('../features/exchange-disputes/ExchangeDisputesPage.tsx'),
  'ExchangeDisputesPage',
);
const LedgerCheckPage = page(() => import('../features/ledger/LedgerCheckPage.tsx'), 'LedgerCheckPage');
const UsersPage = page(() => import('../features/users/UsersPage.tsx'), 'UsersPage');
const TicketsPage = page(() => import('../features/tickets/TicketsPage.tsx'), 'TicketsPage');
const BugReportsPage = page(() => import('../features/bug-reports/BugReportsPage.tsx'), 'BugReportsPage');
const ComplaintsPage = page(() => import('../features/complaints/ComplaintsPage.tsx'), 'ComplaintsPage');
const VipRequestsPage = page(() => import('../features/vip-dating/VipRequestsPage.tsx'), 'VipRequestsPage');
const DnaOrdersPage = page(() => import('../features/dna/DnaOrdersPage.tsx'), 'DnaOrdersPage');
const ListingsPage = page(() => import('../features/listings/ListingsPage.tsx'), 'ListingsPage');
const ListingAppealsPage = page(
  () => import('../features/listing-appeals/ListingAppealsPage.tsx'),
  'ListingAppealsPage',
);
const CashbackBudgetPage = page(
  () => import('../features/cashback/CashbackBudgetPage.tsx'),
  'CashbackBudgetPage',
);
const CashbackFlagsPage = page(
  () => import('../features/cashback/CashbackFlagsPage.tsx'),
  'CashbackFlagsPage',
);
const ConfigPage = page(() => import('../features/config/ConfigPage.tsx'), 'ConfigPage');
const AirdropPage = page(() => import('../features/airdrop/AirdropPage.tsx'), 'AirdropPage');
const SurveysPage = page(() => import('../features/surveys/SurveysPage.tsx'), 'SurveysPage');
const AuditPage = page(() => import('../features/audit/AuditPage.tsx'), 'AuditPage');

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
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename="/admin">
            <Suspense fallback={<Spin size="large" fullscreen />}>
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
                  <Route path="stats/page-visits" element={<PageVisitsPage />} />
                  <Route path="wallet/topups" element={<TopUpsPage />} />
                  <Route path="wallet/bank-accounts" element={<BankAccountsPage />} />
                  <Route path="wallet/ledger-check" element={<LedgerCheckPage />} />
                  <Route path="wallet/cashback-budget" element={<CashbackBudgetPage />} />
                  <Route path="cashback-flags" element={<CashbackFlagsPage />} />
                  <Route path="wallet/rates" element={<RatesPage />} />
                  <Route path="wallet/safe-transfers" element={<SafeTransfersPage />} />
                  <Route path="wallet/p2p-disputes" element={<P2pDisputesPage />} />
                  <Route path="wallet/exchange-disputes" element={<ExchangeDisputesPage />} />
                  <Route path="users" element={<UsersPage />} />
                  <Route path="bug-reports" element={<BugReportsPage />} />
                  <Route path="complaints" element={<ComplaintsPage />} />
                  <Route path="vip-dating" element={<VipRequestsPage />} />
                  <Route path="dna" element={<DnaOrdersPage />} />
                  <Route path="listings" element={<ListingsPage />} />
                  <Route path="listing-appeals" element={<ListingAppealsPage />} />
                  <Route path="tickets" element={<TicketsPage />} />
                  <Route path="config" element={<ConfigPage />} />
                  <Route path="invites" element={<AirdropPage />} />
                  <Route path="surveys" element={<SurveysPage />} />
                  <Route path="audit" element={<AuditPage />} />
                  <Route path="*" element={<Navigate to="/" replace />} />
                </Route>
              </Routes>
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
