// The Config module; see the README for what it does.
