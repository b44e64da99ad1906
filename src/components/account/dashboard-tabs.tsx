import { Box, Tabs } from '@chakra-ui/react';
import { Briefcase, FileText, FileWarning, Inbox, ShieldCheck, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { type DashboardTab, dashboardTabLabels, dashboardTabs } from '@/shared/account';
import { ClaimsTab } from './claims/claims-tab';
import { DocumentsTab } from './documents-tab';
import { PoliciesTab } from './policies-tab';
import { PortfolioTab } from './portfolio-tab';
import { ProfileTab } from './profile-tab';
import { tabsSlotRecipe } from './recipes';
import { RequestsTab } from './requests-tab';

const isTab = (value: string | null): value is DashboardTab =>
  (dashboardTabs as readonly (string | null)[]).includes(value);

/** `?tab=policies`: the open tab, so a link or a reload keeps it; anything else is the profile. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isTab(raw) ? raw : 'profile';
  const select = (next: DashboardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        // the default tab needs no parameter: /dashboard stays the profile's address
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      // switching tabs is not a new page: Back leaves the personal area
      { replace: true },
    );
  return [tab, select];
}

const icons: Record<DashboardTab, ReactNode> = {
  profile: <UserRound aria-hidden="true" />,
  policies: <ShieldCheck aria-hidden="true" />,
  portfolio: <Briefcase aria-hidden="true" />,
  claims: <FileWarning aria-hidden="true" />,
  requests: <Inbox aria-hidden="true" />,
  documents: <FileText aria-hidden="true" />,
};

const panels: Record<DashboardTab, () => ReactNode> = {
  profile: () => <ProfileTab />,
  policies: () => <PoliciesTab />,
  portfolio: () => <PortfolioTab />,
  claims: () => <ClaimsTab />,
  requests: () => <RequestsTab />,
  documents: () => <DocumentsTab />,
};

/**
 * The personal area's tabs: WAI-ARIA tabs from Ark (arrow keys move between them, Home and
 * End to the ends, right-to-left aware), each panel mounted when first opened and kept, so a half-filled
 * form survives a look at another tab.
 */
export function DashboardTabs() {
  const [tab, setTab] = useDashboardTab();
  // the tabs follow the key at once; the URL (a navigation, rendered as a transition) catches up, so two
  // quick arrow presses are never judged against a tab the URL has not shown yet
  const [shown, setShown] = useState(tab);
  useEffect(() => setShown(tab), [tab]);
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={shown}
      onValueChange={(event) => {
        setShown(event.value as DashboardTab);
        setTab(event.value as DashboardTab);
      }}
      variant="line"
      size="lg"
      lazyMount
    >
      {/* on a phone the six tabs wrap onto two rows: every one stays in view, no sideways scroll */}
      <Tabs.List aria-label="האזור האישי" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        {dashboardTabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            flexShrink="0"
            px={{ base: '2', sm: '4' }}
            fontSize={{ base: 'sm', sm: 'md' }}
            // the line variant's indicator is a layer style the trimmed system does not have
            _selected={{ color: 'brand.fg', boxShadow: 'inset 0 -3px 0 0 {colors.brand.solid}' }}
          >
            <Box display={{ base: 'none', sm: 'contents' }}>{icons[value]}</Box>
            {dashboardTabLabels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {dashboardTabs.map((value) => (
        <Tabs.Content key={value} value={value} pt={{ base: '6', md: '8' }}>
          {panels[value]()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
