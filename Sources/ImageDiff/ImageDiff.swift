// The ImageDiff module; see the README for what it does.
