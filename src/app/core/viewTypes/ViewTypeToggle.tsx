import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { VIEW_TYPES, type ViewType } from '../../../domain/viewTypePreferences';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectViewType } from './viewTypesSelectors';
import { viewTypeChosen } from './viewTypesSlice';

const isViewType = (key: Key): key is ViewType => (VIEW_TYPES as readonly Key[]).includes(key);

/** The list-or-grid switch of one view; the choice is kept per view in the viewTypePreferences cookie (spec §9). */
export function ViewTypeToggle({ view }: { view: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const viewType = useAppSelector((state) => selectViewType(state, view));
  return (
    <ToggleButtonGroup
      className="view-toggle"
      aria-label={intl.formatMessage({ id: 'viewType.label' })}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[viewType]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen !== undefined && isViewType(chosen) && chosen !== viewType) dispatch(viewTypeChosen({ view, viewType: chosen }));
      }}
    >
      <ToggleButton id="list" className="view-toggle__button">
        {intl.formatMessage({ id: 'viewType.list' })}
      </ToggleButton>
      <ToggleButton id="grid" className="view-toggle__button">
        {intl.formatMessage({ id: 'viewType.grid' })}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
