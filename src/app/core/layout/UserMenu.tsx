import { lazy, Suspense, useRef, useState } from 'react';
import { useAppSelector } from '../../hooks';
import { selectUserDisplayName } from '../session/sessionSelectors';

// The open menu's popover and dialog load when it first opens (a chunk of its own: the header loads
// the shell's other widgets at once), not with the shell.
const UserMenuPopover = lazy(() => import(/* webpackChunkName: "user-menu" */ './UserMenuPopover').then((m) => ({ default: m.UserMenuPopover })));

/** The signed-in user's menu: their name opens the links to the legacy pages they may use (spec §2). */
export function UserMenu() {
  const name = useAppSelector(selectUserDisplayName);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={trigger} className="button button--quiet button--on-dark user-menu__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {name}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={trigger}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
