// What a note adjusts (ledger rules, "Debit and credit notes"): a slip or bill of the note's party from the note's
// month or the month before, or none. A note whose linked document is no longer among them (or was deleted) keeps
// naming it as it recorded it.
import { KIND_WIRE, adjustsText, documentWords, kindsOf, slipNumber, type EntryKind } from '@ledger/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayInKolkata } from '../../../lib/date-input';
import { formatDate } from '../../../lib/format';
import { useLanguageCode } from '../../../lib/language';
import type { PartyNote } from '../../documents';
import { useStatement, type Statement } from '../../statement';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

/** The party month ids of a date's month and the month before ('<party>:2026-04'). */
function monthsAround(partyId: string, isoDate: string): [string, string] {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const prev = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return [`${partyId}:${isoDate.slice(0, 7)}`, `${partyId}:${prev}`];
}

interface Choice { value: string; label: string }

/** The slips and bills of a statement, as a note's link picker lists them: 'Out Slip SL-7 · 03-04-2026'. */
function documentsOf(statement: Statement | undefined, name: (kind: EntryKind) => string): Choice[] {
  if (!statement) return [];
  const choices: Choice[] = [];
  for (const entry of statement.subPartyMonthStatementList) {
    for (const kind of kindsOf('slip')) {
      for (const item of entry[KIND_WIRE[kind].statementList]) {
        for (const s of item.slips) choices.push({ value: s.id, label: `${name(kind)} ${slipNumber(s.prefix, s.slipNo)} · ${formatDate(s.issueDate)} · ${item.product.name}` });
      }
    }
    for (const kind of kindsOf('bill')) {
      for (const b of entry[KIND_WIRE[kind].statementList]) choices.push({ value: b.id, label: `${name(kind)} ${b.fullBillNo} · ${formatDate(b.issueDate)} · ${b.product.name}` });
    }
  }
  return choices;
}

interface NoteAdjustsSelectProps {
  partyId: string | null;
  /** The note's date as the form holds it (YYYY-MM-DD, or text being typed: then today's months). */
  issueDate: string;
  editing?: PartyNote;
  value: string | null;
  onChange: (adjustsId: string | null) => void;
}

export function NoteAdjustsSelect({ partyId, issueDate, editing, value, onChange }: NoteAdjustsSelectProps) {
  const { t } = useTranslation();
  const d = documentWords(useLanguageCode());
  const date = /^\d{4}-\d{2}-\d{2}$/.test(issueDate) ? issueDate : todayInKolkata();
  const [thisMonth, lastMonth] = partyId ? monthsAround(partyId, date) : [null, null];
  const current = useStatement(thisMonth);
  const previous = useStatement(lastMonth);
  const name = (k: EntryKind): string => t(`kinds.name.${k}`);
  const choices = [...documentsOf(current.data, name), ...documentsOf(previous.data, name)];
  if (editing?.adjusts && value === editing.adjusts.id && !choices.some((c) => c.value === value)) {
    choices.unshift({ value: editing.adjusts.id, label: adjustsText(editing.adjusts, d) });
  }
  return (
    <Select
      label={d('noteAdjusts')}
      description={t('entryDrawers.adjustsHint')}
      placeholder={t('entryDrawers.adjustsNone')}
      data={choices}
      value={value}
      onChange={onChange}
      clearable
      searchable
      disabled={!partyId}
      nothingFoundMessage={t('entryDrawers.adjustsNothing')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
