// The Golden module; see the README for what it does.
