/**
 * The pop-in: a native <dialog> per action, opened by its buttons through the platform before any script runs
 * (focus kept inside, Escape closes, labelled by its heading). Each is also a plain GET form to /crm/confirm, so
 * the edge can answer it when JavaScript is off or not yet running. Once hydrated, the island follows what the
 * dialogs do (opened by a button, closed by Escape) and fills the lists through /api.
 */
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { POPIN_ACTIONS, type PopinAction } from "../../../../core/constants";
import { campusChoiceDisabled, closedPopin, isPopinAction, POPIN_QUERY, type Choice, type PopinState } from "../../../../core/popin";
import { useFocusTrap } from "../chrome/useFocusTrap";
import { useHydrated } from "../../IslandRoot";
import { useLocale } from "../../state/locale";
import { bootAtom, pageAtom } from "../../state/page";
import { dispatchPopinAtom, openPopinAtom, popinStateAtom } from "../../state/popin";
import { POPIN_ID, popinDialogId } from "../../popin/dialog-id";

/** The chosen value shows even when its list has not arrived yet. */
const withChosen = (list: Choice[], chosen: Choice | null) => (chosen && !list.some((c) => c.slug === chosen.slug) ? [chosen, ...list] : list);

export function Popin() {
  const state = useAtomValue(popinStateAtom);
  useAdoptOpenDialog(state);
  return (
    <div id={POPIN_ID} className="popin-group">
      {POPIN_ACTIONS.map((action) => (
        <PopinDialog key={action} action={action} state={state.action === action ? state : closedPopin(action)} />
      ))}
    </div>
  );
}

function PopinDialog({ action, state }: { action: PopinAction; state: PopinState }) {
  const dispatch = useSetAtom(dispatchPopinAtom);
  const openPopin = useSetAtom(openPopinAtom);
  const page = useAtomValue(pageAtom);
  const hydrated = useHydrated();
  const { m } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const edge = useAtomValue(bootAtom)?.popin;
  const edgeOpened = edge?.open === true && edge.action === action;
  const id = popinDialogId(action);
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  // Chromium lets Tab leave a modal dialog for the browser's own controls: the trap keeps it inside.
  const closePopin = useCallback(() => dispatch({ type: "close" }), [dispatch]);
  useFocusTrap(dialog, hydrated && state.open, closePopin);
  useModal(dialog, state.open, hydrated, closePopin);
  useFollowPlatform(dialog, action, openPopin, closePopin);

  const here = page.path;
  return (
    <dialog
      id={id}
      ref={dialog}
      className="popin"
      data-action={action}
      aria-labelledby={titleId}
      // The edge renders it open (not modal) for a `?popin=` address; from then on the platform owns the attribute
      // (showModal, close): React writes the same value all along, so it never takes it away from an open dialog.
      open={edgeOpened ? true : undefined}
      onClick={(event) => event.target === dialog.current && dispatch({ type: "close" })}
    >
      <div className="popin__panel">
        <div className="popin__image" aria-hidden="true" />
        <form
          className="popin__form"
          method="get"
          action="/crm/confirm"
          noValidate
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            dispatch({ type: "confirm" });
          }}
        >
          <button type="button" className="popin__close script-only" command="close" commandfor={id} aria-label={m.popin.close}>
            <span aria-hidden="true">×</span>
          </button>
          <a className="popin__close no-script-only" href={here} aria-label={m.popin.close}>
            <span aria-hidden="true">×</span>
          </a>
          <h2 id={titleId} className="popin__title">
            {m.popin.headings[action]}
          </h2>
          <input type="hidden" name="action" value={action} />
          <input type="hidden" name="from" value={here} />
          <PopinFields state={state} hydrated={hydrated} errorId={errorId} />
        </form>
      </div>
    </dialog>
  );
}

function PopinFields({ state, hydrated, errorId }: { state: PopinState; hydrated: boolean; errorId: string }) {
  const dispatch = useSetAtom(dispatchPopinAtom);
  const { m } = useLocale();
  return (
    <>
      <ChoiceSelect
        label={m.popin.course}
        name="course"
        placeholder={m.popin.coursePlaceholder}
        options={withChosen(state.courses, state.course)}
        chosen={state.course}
        onChoose={(slug) => dispatch({ type: "choose-course", slug })}
      />
      <ChoiceSelect
        label={m.popin.campus}
        name="campus"
        placeholder={m.popin.campusPlaceholder}
        options={withChosen(state.campuses, state.campus)}
        chosen={state.campus}
        // Without JavaScript nothing could enable it again, so the rule applies once hydrated.
        disabled={hydrated && campusChoiceDisabled(state)}
        onChoose={(slug) => dispatch({ type: "choose-campus", slug })}
      />
      <div className="popin__actions">
        <button type="submit" className="popin__confirm" aria-label={m.popin.confirm} aria-describedby={errorId}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M4 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p id={errorId} className="popin__error" role="alert">
          {state.error && m.popin.errors[state.error]}
        </p>
      </div>
    </>
  );
}

interface ChoiceSelectProps {
  label: string;
  name: "course" | "campus";
  placeholder: string;
  options: Choice[];
  chosen: Choice | null;
  disabled?: boolean;
  onChoose: (slug: string) => void;
}

/** A labelled dropdown whose value is a slug: what the form sends to /crm/confirm. */
function ChoiceSelect({ label, name, placeholder, options, chosen, disabled = false, onChoose }: ChoiceSelectProps) {
  return (
    <label className="popin__field">
      <span className="popin__label">{label}</span>
      <select name={name} value={chosen?.slug ?? ""} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name || option.slug}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A dialog a button opened before the island hydrated is the pop-in's from now on: same dialog, same focus, lists filled. */
function useAdoptOpenDialog(state: PopinState) {
  const openPopin = useSetAtom(openPopinAtom);
  const first = useRef(state);
  useEffect(() => {
    const action = document.querySelector<HTMLDialogElement>(`#${POPIN_ID} dialog[open]`)?.dataset.action;
    if (isPopinAction(action) && !(first.current.open && first.current.action === action)) openPopin(action);
  }, [openPopin]);
}

/** The platform opens and closes the dialogs (buttons, Escape): the state follows. */
function useFollowPlatform(ref: RefObject<HTMLDialogElement | null>, action: PopinAction, openPopin: (action: PopinAction) => void, close: () => void) {
  const store = useStore();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Both read when it runs, not from the event or a render: the edge-opened dialog closes and reopens modal in one
    // task, and Escape can close a dialog between the island adopting it and its next render.
    const onToggle = () => {
      const state = store.get(popinStateAtom);
      const live = state.open && state.action === action;
      if (dialog.open && !live) openPopin(action);
      if (!dialog.open && live) close();
    };
    dialog.addEventListener("toggle", onToggle);
    return () => dialog.removeEventListener("toggle", onToggle);
  }, [ref, action, store, openPopin, close]);
}

/**
 * Keeps the native dialog modal while the state says open; an edge-opened one becomes modal. It closes only a dialog
 * the state had open: one a button opened while the island was waking is the platform's until its toggle reaches the state.
 * The state opens only after a dialog that was open, so one found closed was closed since (Escape, before its toggle
 * event came): the state follows, never the other way round.
 */
function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, hydrated: boolean, closedByPlatform: () => void) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const dialog = ref.current;
    // Until hydrated, the edge's rendering (open or not) stands.
    if (!dialog || !hydrated) return;
    const closing = wasOpen.current && !open;
    wasOpen.current = open;
    if (open) {
      if (dialog.matches(":modal")) return;
      if (dialog.open) {
        dialog.close();
        dialog.showModal();
      } else closedByPlatform();
      return;
    }
    if (!closing) return;
    if (dialog.open) dialog.close();
    forgetPopinQuery();
  }, [ref, open, hydrated, closedByPlatform]);
}

/** Closed once opened by a `?popin=` link: the address no longer says so (a reload would open it again). */
function forgetPopinQuery() {
  const url = new URL(location.href);
  if (!url.searchParams.has(POPIN_QUERY)) return;
  url.searchParams.delete(POPIN_QUERY);
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}
