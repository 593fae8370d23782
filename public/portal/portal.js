// Fleet Quote dealer portal: progressive enhancement of the quote form. Every page works without
// this script; with it, the drive-away price follows the form as the dealer types (debounced, from
// the server's pricing engine), and accessory rows are added and removed in place.
// No HTML is ever built from strings: the Content-Security-Policy enforces Trusted Types.
(function () {
  "use strict";

  // A page still opened at an e-mailed link's address (asking whose quote to open): the token leaves
  // the address bar and the history; the page's own form carries it.
  if (document.querySelector("[data-link-in-address]") && location.search) history.replaceState(null, "", location.pathname);

  var form = document.querySelector("[data-completion-form]");
  if (!form) return;

  var DEBOUNCE_MS = 300;
  var previewUrl = form.getAttribute("data-preview-url");
  var rows = form.querySelector("[data-accessory-rows]");
  var template = form.querySelector("[data-accessory-template]");
  var addButton = form.querySelector("[data-add-accessory]");
  var message = form.querySelector("[data-preview-message]");
  var price = form.querySelector("[data-price]");
  var table = price.querySelector("[data-price-table]");
  var notes = price.querySelector("[data-price-notes]");
  var tableRows = table.querySelector("[data-price-rows]");
  var total = table.querySelector("[data-price-total]");
  var quantityLabel = table.querySelector("[data-price-quantity-label]");
  var totalForQuantity = table.querySelector("[data-price-total-for-quantity]");
  var vehiclePrice = form.querySelector("#vehicle-price");
  var vehiclePriceDefault = form.querySelector("[data-vehicle-price-default]");
  var vehicleChoices = form.querySelectorAll('input[name="vehicle"]');
  var completeButton = form.querySelector("[data-complete]");
  var completeHint = form.querySelector("[data-complete-hint]");
  var nextRow = rows.querySelectorAll("[data-accessory-row]").length;
  var timer = 0;
  var pending = null;
  var completing = false;

  function schedule() {
    clearTimeout(timer);
    form.setAttribute("data-preview-state", "waiting");
    timer = setTimeout(refresh, DEBOUNCE_MS);
  }

  function refresh() {
    clearTimeout(timer);
    if (pending) pending.abort();
    var request = new AbortController();
    pending = request;
    form.setAttribute("data-preview-state", "loading");
    fetch(previewUrl, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: request.signal,
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (pending !== request) return;
          pending = null;
          if (response.ok) showPrice(body.display);
          else showProblem(body.error || {}, response.status);
        });
      })
      .catch(function (error) {
        if (error && error.name === "AbortError") return;
        if (pending === request) pending = null;
        showProblem({ message: "The price could not be updated just now. The form still works: use Update price." }, 0);
      });
  }

  function cell(tag, text, className) {
    var element = document.createElement(tag);
    element.textContent = text;
    if (className) element.className = className;
    return element;
  }

  function showPrice(display) {
    tableRows.replaceChildren.apply(
      tableRows,
      display.rows.map(function (row) {
        var line = document.createElement("tr");
        if (row.sub) line.className = "price-table__sub";
        var label = cell("th", row.label);
        label.scope = "row";
        if (row.confidence) label.append(cell("span", row.confidence, "price-table__confidence"));
        line.append(label, cell("td", row.amount, "numeric"));
        return line;
      }),
    );
    // A blank vehicle price means the stock price plus margin: the hint says which amount that is.
    vehiclePriceDefault.textContent =
      vehiclePrice.value.trim() === ""
        ? vehiclePriceDefault.getAttribute("data-when-blank").replace("{amount}", display.rows[0].amount)
        : vehiclePriceDefault.getAttribute("data-blank");
    total.textContent = display.totalDriveAway;
    quantityLabel.textContent = display.quantityLabel;
    totalForQuantity.textContent = display.totalForQuantity;
    notes.replaceChildren.apply(
      notes,
      display.notes.map(function (text) {
        return cell("p", text);
      }),
    );
    price.hidden = false;
    message.className = "preview__message";
    message.textContent = display.summary;
    // The form as it now stands passed the same checks as Complete quote: problems shown for an
    // earlier version of it are out of date.
    document.querySelectorAll(".error-summary, .field-error").forEach(function (stale) {
      stale.remove();
    });
    form.querySelectorAll("[aria-invalid]").forEach(function (field) {
      field.removeAttribute("aria-invalid");
    });
    form.setAttribute("data-preview-state", "ready");
  }

  function vehicleChosen() {
    return vehicleChoices.length === 0 || form.querySelector('input[name="vehicle"]:checked') !== null;
  }

  // Until a vehicle is chosen, Complete quote is disabled, its reason shown below it.
  function syncComplete() {
    if (vehicleChoices.length === 0) return;
    completeButton.disabled = !vehicleChosen();
    if (completeHint) completeHint.hidden = vehicleChosen();
  }

  function showProblem(error, status) {
    price.hidden = true;
    if (error.field === "vehicle" && !vehicleChosen()) {
      // No vehicle yet: the next step, said quietly, not an error.
      message.className = "preview__message";
      message.textContent = message.getAttribute("data-awaiting-vehicle");
      form.setAttribute("data-preview-state", "awaiting-vehicle");
      return;
    }
    message.className = "preview__message preview__message--problem";
    message.textContent = error.message || "The price could not be worked out.";
    var field = error.field && document.getElementById(error.field);
    if (field && form.contains(field)) field.setAttribute("aria-invalid", "true");
    var link = error.signIn || (status === 409 ? window.location.pathname : null);
    if (link) {
      var anchor = document.createElement("a");
      anchor.href = link;
      anchor.textContent = status === 409 ? "Show the quote as sent" : "Sign in again";
      message.append(" ", anchor);
    }
    form.setAttribute("data-preview-state", "problem");
  }

  function addRow() {
    var index = nextRow++;
    var copy = template.content.cloneNode(true);
    var row = copy.querySelector("[data-accessory-row]");
    var inputs = row.querySelectorAll("input");
    var labels = row.querySelectorAll("label");
    inputs[0].id = labels[0].htmlFor = "accessory-name-" + index;
    inputs[1].id = labels[1].htmlFor = "accessory-price-" + index;
    row.querySelector("[data-remove-accessory]").value = "remove-accessory:" + index;
    rows.append(row);
    inputs[0].focus();
  }

  function removeRow(row) {
    var after = row.nextElementSibling || row.previousElementSibling;
    row.remove();
    // Focus stays in the list: on the next row, else the previous one, else the add button.
    (after ? after.querySelector("input") : addButton).focus();
    schedule();
  }

  form.addEventListener("input", schedule);
  form.addEventListener("change", function () {
    syncComplete();
    schedule();
  });
  syncComplete();

  form.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (!button) return;
    if (button.hasAttribute("data-add-accessory")) {
      event.preventDefault();
      addRow();
    } else if (button.hasAttribute("data-remove-accessory")) {
      event.preventDefault();
      removeRow(button.closest("[data-accessory-row]"));
    }
  });

  form.addEventListener("submit", function (event) {
    var intent = event.submitter ? event.submitter.value : "preview";
    if (intent === "complete") {
      // One completion per click: a second click while the first is on its way does nothing.
      if (completing) event.preventDefault();
      completing = true;
      event.submitter.setAttribute("aria-disabled", "true");
      return;
    }
    // "Update price" (and Enter in a field) prices the form now, without reloading the page.
    event.preventDefault();
    refresh();
  });
})();
