import type { TStatementMovement } from '@app/contracts/wallet';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/numbers';
import { formatDate } from '../../../lib/dates';

const WIDTH = 320;
const HEIGHT = 100;
const PAD = 6;

/**
 * The balance over time as a small line chart: the balance after each of the movements given
 * (newest first, as the statement lists them), drawn oldest to newest. An inline SVG, described
 * in words for those who do not see it.
 */
export function BalanceChart(props: { title: string; movements: TStatementMovement[] }) {
  const { t } = useTranslation('wallet');
  const descriptionId = useId();
  if (props.movements.length < 2) return null;
  const points = [...props.movements].reverse();
  const times = points.map((point) => new Date(point.createdAt).getTime());
  const values = points.map((point) => point.balanceAfter);
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)];
  const maxValue = Math.max(...values, 1);
  const x = (time: number, index: number) =>
    PAD +
    (maxTime === minTime
      ? (index / (points.length - 1)) * (WIDTH - 2 * PAD)
      : ((time - minTime) / (maxTime - minTime)) * (WIDTH - 2 * PAD));
  const y = (value: number) => HEIGHT - PAD - (value / maxValue) * (HEIGHT - 2 * PAD);
  const path = points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${x(times[index] ?? 0, index).toFixed(1)},${y(point.balanceAfter).toFixed(1)}`,
    )
    .join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t('statement.chart.summary', {
    from: formatDate(first?.createdAt ?? ''),
    to: formatDate(last?.createdAt ?? ''),
    start: formatNumber(first?.balanceAfter ?? 0),
    end: formatNumber(last?.balanceAfter ?? 0),
    high: formatNumber(Math.max(...values)),
    count: points.length,
  });
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: 480, display: 'block' }}
        role="img"
        aria-label={props.title}
        aria-describedby={descriptionId}
      >
        <line
          x1={PAD}
          y1={HEIGHT - PAD}
          x2={WIDTH - PAD}
          y2={HEIGHT - PAD}
          stroke="#868e96"
          strokeWidth={1}
        />
        <path d={path} fill="none" stroke="#1971c2" strokeWidth={2} strokeLinejoin="round" />
        {points.map((point, index) => (
          <circle
            key={`${point.createdAt}-${index}`}
            cx={x(times[index] ?? 0, index)}
            cy={y(point.balanceAfter)}
            r={2.5}
            fill="#1971c2"
          />
        ))}
      </svg>
      <Text component="figcaption" size="sm" c="gray.8" id={descriptionId}>
        {summary}
      </Text>
    </figure>
  );
}
