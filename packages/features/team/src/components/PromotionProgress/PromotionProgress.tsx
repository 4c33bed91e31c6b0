import type { PromotionRequirement } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';

/**
 * How far a requirement is met, 0–100 (whole percent): `actual / required`, capped at 100;
 * a met requirement is 100 and a requirement of 0 is 100 when met, else 0.
 */
export function requirementPercent({ required, actual, met }: Pick<PromotionRequirement, 'required' | 'actual' | 'met'>): number {
  if (met) return 100;
  if (required <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((actual / required) * 100)));
}

/**
 * What is missing of an unmet requirement, in words: "$1,250.00 more in personal production",
 * "2 more licensed direct recruits", "Become a licensed contractor".
 * @param requirement - the requirement (amounts in cents).
 * @param t - a translator of the `team` namespace.
 * @param formatMoney - `useFormatters().formatMoney`.
 */
export function requirementMissing(requirement: PromotionRequirement, t: TFunction, formatMoney: (cents: number, currency: string) => string): string {
  const left = Math.max(0, requirement.required - requirement.actual);
  switch (requirement.key) {
    case 'LICENSED':
      return t('promotion.missing.LICENSED');
    case 'LICENSED_RECRUITS':
      return t('promotion.missing.LICENSED_RECRUITS', { n: left });
    default:
      return t(`promotion.missing.${requirement.key}`, { amount: formatMoney(left, CURRENCY) });
  }
}

/** Props of {@link PromotionProgress}. */
export interface PromotionProgressProps {
  /** One requirement of the next rank, measured now (`PromotionValidation.requirements[i]`). */
  requirement: PromotionRequirement;
}

/**
 * One requirement of the next rank (spec §6 promotion; docs/CONTRACTS.md "Team"): its name,
 * the measure over `window_cycles` pay cycles (money formatted from cents; a count; licensed
 * yes/no), a labelled `LinearProgress` with the percentage, a met / not met icon **and** text
 * (never colour alone) and, when unmet, what is missing ("$1,250.00 more in personal
 * production", "2 more licensed direct recruits").
 */
export const PromotionProgress = memo(function PromotionProgress({ requirement }: PromotionProgressProps) {
  const { t } = useTranslation(TEAM_NS);
  const { formatMoney } = useFormatters();
  const labelId = useId();
  const { key, required, actual, met, window_cycles: cycles } = requirement;
  const percent = requirementPercent(requirement);
  const money = key === 'PERSONAL_PRODUCTION' || key === 'TEAM_PRODUCTION';
  const show = (value: number) => (money ? formatMoney(value, CURRENCY) : String(value));
  const measure = key === 'LICENSED' ? t(actual >= 1 ? 'promotion.licensedYes' : 'promotion.licensedNo') : t('promotion.progress', { actual: show(actual), required: show(required) });
  const missing = met ? null : requirementMissing(requirement, t, formatMoney);
  return (
    <Box data-testid={`requirement-${key}`} data-met={met} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {met ? <CheckCircle color="success" fontSize="small" aria-hidden /> : <RadioButtonUnchecked color="action" fontSize="small" aria-hidden />}
        <Typography id={labelId} component="h3" variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t(`promotion.requirement.${key}`)}
        </Typography>
        <Typography variant="body2" color={met ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
          {t(met ? 'promotion.met' : 'promotion.unmet')}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} color={met ? 'success' : 'primary'} aria-labelledby={labelId} aria-valuetext={`${percent}%`} sx={{ height: 8, borderRadius: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="requirement-measure">
          {measure}
          {cycles ? ` · ${t('promotion.window', { cycles })}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}%
        </Typography>
      </Box>
      {missing ? (
        <Typography variant="body2" color="text.secondary" data-testid="requirement-missing">
          {missing}
        </Typography>
      ) : null}
    </Box>
  );
});
