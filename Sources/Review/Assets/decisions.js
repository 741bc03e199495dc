// Accept, Reject and Undo through the API. The decisions and what can be undone are kept in the
// report folder by the server: the page shows what the server answers, reads them back when it
// comes into view again or every few seconds while shown (another page or `flipbook review
// --accept` may have decided meanwhile), and Undo undoes the newest action kept there, even one
// made before the page was opened.
"use strict";

const FOLLOW_MS = 3000;

/// `request(force)`, and when the API answers 409 (a golden changed since the report), the same
/// with `force` once the reviewer says to overwrite.
async function withConflictCheck(request) {
  try {
    return await request(false);
  } catch (error) {
    if (error.status !== 409) throw error;
    $("conflict-text").textContent = error.message;
    const dialog = $("conflict");
    dialog.showModal();
    const choice = await new Promise((resolve) => dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true }));
    if (choice !== "overwrite") throw new Error("Kept the golden as it is: " + error.message);
    return request(true);
  }
}

function setDecision(ids, decision) {
  ids.forEach((id) => { if (state.byId.has(id)) state.items[state.byId.get(id)].decision = decision; });
}

function describeAction(action) {
  const what = action.items.length === 1 ? action.items[0] : action.items.length + " items";
  return action.kind + " " + what;
}

/// Accepts `items` (those that can be and are not accepted yet).
async function accept(items, what) {
  const ids = items.filter((item) => item.acceptable && item.decision !== "accepted").map((item) => item.id);
  if (!ids.length) return;
  try {
    const answer = await withConflictCheck((force) => api("POST", "/api/accept", { items: ids, force }));
    setDecision(answer.accepted, "accepted");
    state.actions.push({ number: answer.undo, kind: "accept", items: answer.accepted });
    say("Accepted " + answer.accepted.length + (what ? " (" + what + ")" : "") + ": wrote " + answer.written.join(", ")
      + (answer.removed.length ? "; removed " + answer.removed.join(", ") : ""));
    showNextSteps();
    afterDecision();
  } catch (error) {
    say(error.message);
  }
}

/// Scene or all shown: the acceptable items still to decide; rejected ones are skipped and counted.
async function acceptBulk(items, what) {
  const { items: chosen, rejected } = bulk(items);
  await accept(chosen, what + (rejected ? ", " + rejected + " rejected skipped" : ""));
}

async function reject() {
  const item = state.items[state.selected];
  if (!item || item.decision === "rejected") return;
  try {
    const answer = await api("POST", "/api/reject", { items: [item.id] });
    setDecision(answer.items, "rejected");
    state.actions.push({ number: answer.undo, kind: "reject", items: answer.items });
    say("Rejected " + item.id + ": its golden stays as it is, and bulk accepts skip it.");
    afterDecision();
  } catch (error) {
    say(error.message);
  }
}

/// Undoes the newest accept or reject kept in the report folder.
async function undo() {
  const last = state.actions[state.actions.length - 1];
  if (!last) return;
  try {
    const answer = await withConflictCheck((force) => api("POST", "/api/undo", { undo: last.number, force }));
    say(answer.kind === "accept" ? "Undid the accept: put back " + answer.written.concat(answer.removed).join(", ")
      : "Undid the reject of " + answer.items.join(", "));
    await refreshDecisions();
    const index = state.byId.has(last.items[0]) ? state.byId.get(last.items[0]) : -1;
    renderList();
    if (index >= 0) select(index);
  } catch (error) {
    say(error.message);
  }
}

/// After an accept: what to do next, in words (the goldens are files: commit them, check again).
function showNextSteps() {
  const accepted = state.items.filter((item) => item.decision === "accepted").length;
  const next = $("next");
  next.hidden = accepted === 0;
  if (!accepted) return;
  const goldens = (state.report && state.report.goldens) || "goldens";
  next.replaceChildren("Next: commit the accepted goldens (", code("git add " + goldens), ") and run the check again to see "
    + (accepted === 1 ? "it" : "them") + " pass.");
}

function code(text) {
  const element = document.createElement("code");
  element.textContent = text;
  return element;
}

/// After a decision: the list shows it, and the next item still to decide comes into view.
function afterDecision() {
  const from = state.shown.indexOf(state.selected);
  renderList();
  const after = state.shown.slice(from + 1).concat(state.shown.slice(0, from + 1));
  const next = after.find((index) => state.items[index].decision === "pending");
  select(next === undefined ? state.selected : next);
}

/// The decisions as kept now; true when they differ from what the page showed.
async function refreshDecisions() {
  const answer = await api("GET", "/api/decisions");
  let changed = JSON.stringify(answer.actions) !== JSON.stringify(state.actions);
  state.actions = answer.actions;
  state.items.forEach((item) => {
    const decision = answer.decisions[item.id] || "pending";
    if (item.decision !== decision) { item.decision = decision; changed = true; }
  });
  return changed;
}

/// Reads the decisions back when the page comes into view and every few seconds while it is shown.
function followDecisions() {
  const follow = async () => {
    if (document.hidden || !state.report || $("conflict").open) return;
    try {
      if (!(await refreshDecisions())) return;
      renderList();
      const item = state.items[state.selected];
      if (item) {
        $("decision").textContent = item.decision;
        $("decision").className = "badge " + item.decision;
      }
      showNextSteps();
    } catch (error) {
      say(error.message);
    }
  };
  document.addEventListener("visibilitychange", follow);
  window.addEventListener("focus", follow);
  setInterval(follow, FOLLOW_MS);
}
