/**
 * The pop-in dialog, mounted once per document. A native <dialog> opened with showModal
 * (focus kept inside, Escape closes, labelled by its heading). It is also a plain GET form to
 * /crm/confirm, so the edge can answer it when JavaScript is off or not yet running.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from "react";
import { POPIN_MIN_HEIGHT_PX } from "../../../core/constants";
import { campusChoiceDisabled, isPopinAction, POPIN_QUERY, type Choice, type PopinState } from "../../../core/popin";
import { dispatchPopinAtom, openPopinAtom, popinStateAtom } from "../../state/popin";
import type { PageState } from "../../../content/page";
import { useLocale } from "../../state/locale";
import { pageAtom } from "../../state/page";
import { useFocusTrap } from "../chrome/useFocusTrap";
import { useHydrated } from "../useHydrated";
import { useOriginTracking } from "./useOriginTracking";

export const POPIN_ID = "pop-in";
const TITLE_ID = "pop-in-title";

/** The chosen value shows even when its list has not arrived yet. */
const withChosen = (list: Choice[], chosen: Choice | null) => (chosen && !list.some((c) => c.slug === chosen.slug) ? [chosen, ...list] : list);

export function Popin() {
  const state = useAtomValue(popinStateAtom);
  const dispatch = useSetAtom(dispatchPopinAtom);
  const page = useAtomValue(pageAtom);
  const hydrated = useHydrated();
  const { m } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  useOriginTracking();
  // Chromium lets Tab leave a modal dialog for the browser's own controls: the trap keeps it inside.
  // Declared before useModal, so it remembers the focus from before the dialog took it.
  const closePopin = useCallback(() => dispatch({ type: "close" }), [dispatch]);
  useFocusTrap(dialog, hydrated && state.open, closePopin);
  useModal(dialog, state.open, hydrated);
  useRouteChanges(page);

  const here = page?.path ?? "/";
  const close = (event: MouseEvent) => {
    event.preventDefault();
    dispatch({ type: "close" });
  };
  return (
    <dialog
      id={POPIN_ID}
      ref={dialog}
      className="popin"
      aria-labelledby={TITLE_ID}
      // Without JavaScript the edge renders it open (not modal); once hydrated, showModal takes over.
      open={!hydrated && state.open ? true : undefined}
      // Escape or the browser closed it; a close on the way to showModal (still open by then) is not one.
      onClose={() => state.open && !dialog.current?.open && dispatch({ type: "close" })}
      onClick={(event) => event.target === dialog.current && dispatch({ type: "close" })}
    >
      <div className="popin__panel" style={{ minHeight: POPIN_MIN_HEIGHT_PX }}>
        <div className="popin__image" aria-hidden="true" />
        <form
          className="popin__form"
          method="get"
          action="/crm/confirm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: "confirm" });
          }}
        >
          <a className="popin__close" href={here} onClick={close} aria-label={m.popin.close}>
            <span aria-hidden="true">×</span>
          </a>
          <h2 id={TITLE_ID} className="popin__title">
            {m.popin.headings[state.action]}
          </h2>
          <input type="hidden" name="action" value={state.action} />
          <input type="hidden" name="from" value={here} />
          <PopinFields state={state} hydrated={hydrated} />
        </form>
      </div>
    </dialog>
  );
}

function PopinFields({ state, hydrated }: { state: PopinState; hydrated: boolean }) {
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
        <button type="submit" className="popin__confirm" aria-label={m.popin.confirm} aria-describedby="pop-in-error">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M4 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p id="pop-in-error" className="popin__error" role="alert">
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

/** Keeps the native dialog modal while the state says open; a server-opened one becomes modal. */
function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, hydrated: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    // Until hydrated, the edge's rendering (open or not) stands.
    if (!dialog || !hydrated) return;
    if (open) {
      if (dialog.matches(":modal")) return;
      if (dialog.open) dialog.close();
      dialog.showModal();
      return;
    }
    // Closed by the state, or already by the browser (Escape).
    if (dialog.open) dialog.close();
    forgetPopinQuery();
  }, [ref, open, hydrated]);
}

/** Closed once opened by a `?popin=` link: the address no longer says so (a reload would open it again). */
function forgetPopinQuery() {
  const url = new URL(location.href);
  if (!url.searchParams.has(POPIN_QUERY)) return;
  url.searchParams.delete(POPIN_QUERY);
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}

/**
 * Every route change resets the selected campus. A client navigation to an address with
 * `?popin=<action>` (a link written in the CMS) opens the pop-in, as the edge does for a page load.
 */
function useRouteChanges(page: PageState | null) {
  const dispatch = useSetAtom(dispatchPopinAtom);
  const openPopin = useSetAtom(openPopinAtom);
  const first = useRef(page);
  useEffect(() => {
    if (page === first.current) return;
    first.current = page;
    dispatch({ type: "route-changed" });
    const action = new URLSearchParams(location.search).get(POPIN_QUERY);
    if (isPopinAction(action)) openPopin(action);
  }, [page, dispatch, openPopin]);
}
