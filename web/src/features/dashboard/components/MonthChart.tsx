// Month chart (height 500): Quantities or Amounts per company month, oldest first, with tooltip and legend.
import { Box, Group, Tabs, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group as SvgGroup } from '@visx/group';
import { LegendOrdinal } from '@visx/legend';
import { scaleLinear, scaleOrdinal, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { useDeferredValue, useState, type MouseEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyStats } from '@ledger/contract';
import { formatAmount, formatKg } from '../../../lib/format';
import { monthLabel, shortMonthLabel } from '../../entry-drawers';
import type { CompanyMonth } from '../../documents';
import type { en } from '../../../i18n/en';
import { FONT_STACK } from '../../../app/font-stack';
import '../../../i18n/en/dashboard';

const CHART_HEIGHT = 500;
type ChartTab = 'quantities' | 'amounts';
const chartTab = (value: string | null): ChartTab => (value === 'amounts' ? 'amounts' : 'quantities');

/** A series' name in the catalogue (i18n/en/dashboard.ts). */
type SeriesLabel = keyof Pick<
  typeof en.dashboard,
  | 'openingStock'
  | 'closingStock'
  | 'payableQuantity'
  | 'receivableQuantity'
  | 'payableAmount'
  | 'receivableAmount'
  | 'inwardSlipAmount'
  | 'outwardSlipAmount'
>;

const SERIES: Record<ChartTab, Array<{ label: SeriesLabel; key: keyof CompanyStats; color: string }>> = {
  quantities: [
    { label: 'openingStock', key: 'openingStockQuantity', color: '#364fc7' },
    { label: 'closingStock', key: 'closingStockQuantity', color: '#0b7285' },
    { label: 'payableQuantity', key: 'closingPayableQuantity', color: '#c92a2a' },
    { label: 'receivableQuantity', key: 'closingReceivableQuantity', color: '#2b8a3e' },
  ],
  amounts: [
    { label: 'payableAmount', key: 'closingPayableAmount', color: '#c92a2a' },
    { label: 'receivableAmount', key: 'closingReceivableAmount', color: '#2b8a3e' },
    { label: 'inwardSlipAmount', key: 'inSlipAmount', color: '#364fc7' },
    { label: 'outwardSlipAmount', key: 'outSlipAmount', color: '#e8590c' },
  ],
};

const MARGIN = { top: 16, right: 16, bottom: 40, left: 72 };

/** The left axis's ticks, en-IN and short (1.5L, 2Cr): one formatter for every tick, made on first use. */
let compactFormat: Intl.NumberFormat | undefined;
const compact = (value: number) => (compactFormat ??= new Intl.NumberFormat('en-IN', { notation: 'compact' })).format(value);

function Chart({ months, tab, width }: { months: CompanyMonth[]; tab: ChartTab; width: number }) {
  const { t } = useTranslation();
  const series = SERIES[tab].map((s) => ({ ...s, label: t(`dashboard.${s.label}`) }));
  const format = tab === 'quantities' ? (v: string) => `${formatKg(v)} KG` : formatAmount;
  const tooltip = useTooltip<CompanyMonth>();
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const ids = months.map((month) => month.id);
  const x = scalePoint<string>({ domain: ids, range: [0, innerWidth], padding: 0.5 });
  // Plotting only: floats are fine for pixel positions; every figure shown is formatted from the string.
  const values = months.flatMap((month) => series.map((s) => Number(month.stats[s.key])));
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const y = scaleLinear<number>({ domain: [min, max], range: [innerHeight, 0], nice: true });
  const colors = scaleOrdinal<string, string>({ domain: series.map((s) => s.label), range: series.map((s) => s.color) });
  const byId = new Map(months.map((month) => [month.id, month]));

  const onMove = (event: MouseEvent<SVGRectElement> | TouchEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    const step = x.step() || innerWidth;
    const index = Math.round((point.x - MARGIN.left - (x(ids[0] ?? '') ?? 0)) / step);
    const month = byId.get(ids[Math.min(Math.max(index, 0), ids.length - 1)] ?? '');
    if (!month) return;
    tooltip.showTooltip({ tooltipData: month, tooltipLeft: (x(month.id) ?? 0) + MARGIN.left, tooltipTop: point.y });
  };

  return (
    <Box pos="relative">
      {/* Tick labels in the app's font stack (visx's default is Arial, which has no Devanagari). */}
      <svg width={width} height={CHART_HEIGHT} role="img" aria-label={tab === 'quantities' ? t('dashboard.quantitiesByMonth') : t('dashboard.amountsByMonth')}>
        <SvgGroup left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} stroke="#dee2e6" />
          <AxisLeft
            scale={y}
            numTicks={6}
            tickFormat={(value) => compact(Number(value))}
            tickLabelProps={{ fill: '#495057', fontSize: 11, fontFamily: FONT_STACK, textAnchor: 'end' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(id) => {
              const month = byId.get(String(id));
              return month ? shortMonthLabel(month.month, month.year) : '';
            }}
            numTicks={Math.max(2, Math.floor(innerWidth / 60))}
            tickLabelProps={{ fill: '#495057', fontSize: 11, fontFamily: FONT_STACK, textAnchor: 'middle' }}
          />
          {series.map((s) => (
            <g key={s.key}>
              <LinePath
                data={months}
                x={(month) => x(month.id) ?? 0}
                y={(month) => y(Number(month.stats[s.key]))}
                stroke={s.color}
                strokeWidth={2}
              />
              {months.map((month) => (
                <circle key={month.id} cx={x(month.id) ?? 0} cy={y(Number(month.stats[s.key]))} r={3} fill={s.color} />
              ))}
            </g>
          ))}
          {tooltip.tooltipData && (
            <line
              x1={(tooltip.tooltipLeft ?? 0) - MARGIN.left}
              x2={(tooltip.tooltipLeft ?? 0) - MARGIN.left}
              y1={0}
              y2={innerHeight}
              stroke="#868e96"
              strokeDasharray="4 3"
            />
          )}
        </SvgGroup>
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={innerWidth}
          height={innerHeight}
          fill="transparent"
          onMouseMove={onMove}
          onTouchStart={onMove}
          onTouchMove={onMove}
          onMouseLeave={tooltip.hideTooltip}
        />
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData && (
        <TooltipWithBounds left={tooltip.tooltipLeft} top={tooltip.tooltipTop}>
          <Text size="xs" fw={700}>
            {monthLabel(tooltip.tooltipData.month, tooltip.tooltipData.year)}
          </Text>
          {series.map((s) => (
            <Text size="xs" key={s.key} c={s.color}>
              {s.label}: {format(tooltip.tooltipData?.stats[s.key] ?? '0')}
            </Text>
          ))}
        </TooltipWithBounds>
      )}
      <Group mt="xs" px="sm">
        <LegendOrdinal scale={colors} direction="row" itemMargin="0 16px 4px 0" style={{ flexWrap: 'wrap', fontSize: 13 }} />
      </Group>
    </Box>
  );
}

export default function MonthChart({ months }: { months: CompanyMonth[] }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ChartTab>('quantities');
  const { ref, width } = useElementSize();
  // The size arrives from a ResizeObserver, whose update React would draw in one task: the chart (axes, four lines,
  // their points) is drawn from it in the background, in slices (issue 28), and so is a new width.
  const drawnWidth = useDeferredValue(width);
  // The list is newest first; the chart reads left to right, oldest first.
  const oldestFirst = [...months].reverse();
  return (
    <Tabs value={tab} onChange={(value) => setTab(chartTab(value))}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="quantities">{t('dashboard.quantities')}</Tabs.Tab>
        <Tabs.Tab value="amounts">{t('dashboard.amounts')}</Tabs.Tab>
      </Tabs.List>
      <Box ref={ref} mih={CHART_HEIGHT + 40}>
        {drawnWidth > 0 && <Chart months={oldestFirst} tab={tab} width={drawnWidth} />}
      </Box>
    </Tabs>
  );
}
