import { SelectFilter } from '@/components/admin-ui/list-toolbar';
import type { MemberSortField, SortOrder } from '@/shared/members';

const sortChoices: { value: `${MemberSortField}:${SortOrder}`; label: string }[] = [
  { value: 'createdAt:desc', label: 'החדשים ביותר' },
  { value: 'createdAt:asc', label: 'הוותיקים ביותר' },
  { value: 'name:asc', label: 'שם (א–ת)' },
  { value: 'name:desc', label: 'שם (ת–א)' },
  { value: 'email:asc', label: 'דוא״ל (A–Z)' },
  { value: 'email:desc', label: 'דוא״ל (Z–A)' },
  { value: 'status:asc', label: 'פעילים תחילה' },
  { value: 'status:desc', label: 'לא פעילים תחילה' },
];

/** On screens that show cards instead of sortable headers: the order as a choice. */
export function MemberOrder({
  sort,
  order,
  onOrder,
}: {
  sort: MemberSortField;
  order: SortOrder;
  onOrder: (sort: MemberSortField, order: SortOrder) => void;
}) {
  return (
    <SelectFilter
      label="מיון"
      hideFrom="lg"
      value={`${sort}:${order}`}
      options={sortChoices}
      onChange={(value) => {
        const [field, direction] = value.split(':') as [MemberSortField, SortOrder];
        onOrder(field, direction);
      }}
    />
  );
}
