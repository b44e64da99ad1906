import { Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { Table2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { calendarDate, formatNumber } from '@/components/admin-applications/format';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import { panelSurface } from './panel';

export interface DayFigures {
  day: string;
  views: number;
  applications: number;
}

// the chart's colours (kept here too, so the legend shows before uPlot's chunk arrives)
const VIEWS = '#1a5c85';
const REQUESTS = '#c05621';

function Legend() {
  const item = (color: string, label: string, dashed?: boolean) => (
    <Flex as="li" align="center" gap="2">
      <Box
        as="span"
        w="5"
        h="0"
        borderTopWidth="3px"
        borderTopStyle={dashed ? 'dashed' : 'solid'}
        borderTopColor={color}
        aria-hidden="true"
      />
      {label}
    </Flex>
  );
  return (
    <Flex as="ul" listStyleType="none" p="0" m="0" gap="5" fontSize="sm" color="fg.muted" wrap="wrap">
      {item(VIEWS, 'צפיות בדפים (ציר ימני)')}
      {item(REQUESTS, 'בקשות לביטוח נסיעות (ציר שמאלי)', true)}
    </Flex>
  );
}

/**
 * Page views and travel requests of the last 30 Israel days: a uPlot canvas (loaded with the chart),
 * and for screen readers and anyone who prefers numbers, the same figures as a table behind a toggle.
 */
export function ViewsChart({ series }: { series: DayFigures[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  const totalViews = series.reduce((n, d) => n + d.views, 0);
  const totalRequests = series.reduce((n, d) => n + d.applications, 0);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: { setSize(size: { width: number; height: number }): void; destroy(): void } | undefined;
    let observer: ResizeObserver | undefined;
    let live = true;
    import('./chart-canvas')
      .then(({ drawChart }) => {
        if (!live) return;
        chart = drawChart(element, series, element.clientWidth);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: 260 }));
        observer.observe(element);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series]);

  return (
    <Box
      as="section"
      id="traffic"
      aria-labelledby="traffic-title"
      {...panelSurface}
      p={{ base: '4', md: '5' }}
      scrollMarginTop="20"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="md" id="traffic-title">
            30 הימים האחרונים
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {formatNumber(totalViews)} צפיות בדפים · {formatNumber(totalRequests)} בקשות לביטוח נסיעות
          </Text>
        </Box>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'הסתרת הטבלה' : 'הצגה כטבלה'}
        </Button>
      </Flex>
      <Box as="figure" m="0" mt="4">
        {/* the canvas says nothing to a screen reader: the caption and the table do */}
        <Box
          ref={holder}
          dir="ltr"
          aria-hidden="true"
          minH="260px"
          w="full"
          overflow="hidden"
          data-testid="traffic-chart"
        />
        {failed && (
          <Text role="alert" color="fg.muted" fontSize="sm">
            לא הצלחנו לטעון את הגרף. הנתונים מופיעים בטבלה.
          </Text>
        )}
        <Flex as="figcaption" mt="3" direction="column" gap="2">
          <Text fontSize="sm">צפיות בדפי האתר ובקשות לביטוח נסיעות בכל יום, לפי שעון ישראל.</Text>
          <Legend />
        </Flex>
      </Box>
      <Box id={tableId} hidden={!(showTable || failed)} mt="4">
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="lg"
          maxH="96"
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label="טבלת הצפיות והבקשות לפי יום"
        >
          <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader>
            <Table.Caption captionSide="top" textAlign="start" py="2" px="3" fontWeight="medium">
              צפיות ובקשות לפי יום, 30 הימים האחרונים
            </Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>יום</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">צפיות</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">בקשות</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...series].reverse().map((d) => (
                <Table.Row key={d.day}>
                  <Table.Cell>
                    <time dateTime={d.day}>{calendarDate(d.day)}</time>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(d.views)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(d.applications)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </Box>
  );
}
