#!/bin/sh
# The container image's install, build and start steps, in one place. The Dockerfile runs
# `image-steps.sh build` in its build stage and starts the server the way `image-steps.sh start`
# does; `image-steps.sh outside DIR` runs the same steps without Docker (no engine here), which is
# how test/ops/production-image.test.ts and CI check the image's steps.
set -eu

# What the Dockerfile copies into its build stage (the build context minus tests and docs).
BUILD_CONTEXT="package.json package-lock.json tsconfig.json scripts src channels drizzle"
# What the runtime stage copies from the build stage.
RUNTIME_FILES="package.json node_modules dist"

case "${1:-}" in
  build)
    # Build stage, in a copy of BUILD_CONTEXT: install the production dependencies from the
    # lockfile, compile. The build needs only esbuild, a production dependency (tsx, which the
    # image's CLIs run on, needs it anyway): the dev dependencies, 40 % of a full install's files,
    # are neither installed nor pruned.
    npm ci --omit=dev --no-audit --no-fund --prefer-offline
    npm run build
    ;;
  start)
    # Runtime stage: one node process, no wrapper, so SIGTERM reaches the server (the image's CMD).
    exec node dist/src/server.js
    ;;
  outside)
    # Without Docker: DIR/build plays the build stage, DIR/app the runtime image.
    target="${2:?usage: image-steps.sh outside DIR}"
    source_dir="$(cd "$(dirname "$0")/.." && pwd)"
    rm -rf "$target/build" "$target/app"
    mkdir -p "$target/build" "$target/app"
    for path in $BUILD_CONTEXT; do cp -R "$source_dir/$path" "$target/build/$path"; done
    (cd "$target/build" && sh scripts/image-steps.sh build)
    # Moved, not copied: the build stage is thrown away, as Docker throws it away, and copying
    # node_modules took a third of these steps' time.
    for path in $RUNTIME_FILES; do mv "$target/build/$path" "$target/app/$path"; done
    mkdir -p "$target/app/data"
    echo "runtime tree ready in $target/app: start it there with npm start (or: sh $source_dir/scripts/image-steps.sh start)"
    ;;
  *)
    echo "usage: image-steps.sh build | start | outside DIR" >&2
    exit 2
    ;;
esac
