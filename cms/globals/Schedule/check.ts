import type { Field, GlobalBeforeChangeHook } from 'payload';
import { DEFAULT_SCHEDULE, type Weekday } from '@/lib/domain/booking-schedule';
import { scheduleFromDoc } from '@/lib/provider/cms/schedule-doc';
import { scheduleSchema } from '@/lib/schemas/schedule';
import { refuseField } from '../../fields';
import { onStep } from './fields';
import {
  CLOSED_DAY_LABEL,
  HOURS_LABELS,
  MEETING_LABELS,
  OFFICE_LABELS,
  langOf,
  problems,
  weekdayLabels,
  type Lang,
  type Problem,
} from './labels';

/**
 * The field a problem of the whole document is about, named as the form names it, and what is wrong with it: the
 * admin shows the name in its toast and the message under the field (Payload's toast had said, in English, "The
 * following field is invalid: hours.monday.to").
 */
function describeIssue(
  fields: readonly Field[],
  path: readonly PropertyKey[],
  data: Record<string, unknown>,
  lang: Lang,
): { label: string; message: string } {
  const [group, key, part] = path;
  const value = path.reduce<unknown>(
    (node, step) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined),
    data,
  );
  const timeProblem = (check: Problem): Problem => (onStep(value) ? check : 'time');
  if (
    group === 'hours' &&
    typeof key === 'string' &&
    key in weekdayLabels &&
    (part === 'from' || part === 'to' || part === 'open')
  ) {
    return {
      label: `${weekdayLabels[key as Weekday][lang]} · ${HOURS_LABELS[part][lang]}`,
      message: problems[part === 'to' ? timeProblem('hours') : part === 'from' ? 'time' : 'invalid'][lang],
    };
  }
  if (group === 'officeHours' && (key === 'from' || key === 'to')) {
    return {
      label: `${OFFICE_LABELS.group[lang]} · ${OFFICE_LABELS[key][lang]}`,
      message: problems[key === 'to' ? timeProblem('office') : 'time'][lang],
    };
  }
  if (group === 'meeting' && (key === 'fixedUrl' || key === 'jitsiHost' || key === 'mode')) {
    return {
      label: `${MEETING_LABELS.group[lang]} · ${MEETING_LABELS[key][lang]}`,
      message: problems[key === 'jitsiHost' ? 'meetingHost' : key === 'fixedUrl' ? 'meetingUrl' : 'invalid'][lang],
    };
  }
  if (group === 'closedDays' && typeof key === 'number')
    return {
      label: `${CLOSED_DAY_LABEL[lang]} ${key + 1}`,
      message: problems[part === 'date' ? 'day' : 'invalid'][lang],
    };
  // The numbers at the top (slot length, notice, windows): their own labels.
  const named = typeof group === 'string' ? topLevelLabel(fields, group, lang) : null;
  const message =
    group === 'slotMinutes' ? problems.step : group === 'dialogHorizonDays' ? problems.window : problems.invalid;
  return { label: named ?? path.join('.'), message: message[lang] };
}

/** A top-level field's label in the admin's language, looked up in the global's own fields (rows included). */
function topLevelLabel(fields: readonly Field[], name: string, lang: Lang): string | null {
  const find = (fields: readonly Field[]): string | null => {
    for (const field of fields) {
      if (
        'name' in field &&
        field.name === name &&
        'label' in field &&
        field.label &&
        typeof field.label === 'object'
      ) {
        return (field.label as Record<Lang, string>)[lang] ?? null;
      }
      if (field.type === 'row') {
        const found = find(field.fields);
        if (found) return found;
      }
    }
    return null;
  };
  return find(fields);
}

/**
 * The whole document checked against the domain's schema, whatever the form sent: the last word before it is stored.
 */
export const checkWholeSchedule: GlobalBeforeChangeHook = ({ data, global, req }) => {
  // The pause message is one language's text here (the form's locale); its length is bounded by the field.
  const parsed = scheduleSchema.safeParse({ ...scheduleFromDoc(data), pauseMessage: DEFAULT_SCHEDULE.pauseMessage });
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const { label: fieldLabel, message } = describeIssue(global.fields, path, data, langOf(req));
    // With req.t, Payload's own words of the toast are in the admin's language too.
    refuseField(req, { global: global.slug, path: path.join('.'), label: fieldLabel }, message);
  }
  return data;
};
