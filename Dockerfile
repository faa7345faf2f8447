# ChartReel's container image: chartreel with Cairo, Pango, fonts (Latin, Cyrillic, Greek,
# Arabic and Hebrew for right-to-left scenes) and ffmpeg, on slim Debian 12.
#
#   docker build -t chartreel:0.9.0 .
#   docker run --rm -v "$PWD:/work" chartreel:0.9.0 render Scenes/pan-zoom-hide.json -o out/pan.mp4
#
# Tag it with the version (chartreel --version): the Kubernetes Jobs that chartreel plan
# --kubernetes generates name chartreel:VERSION, never :latest.
#
# The entrypoint is chartreel itself, so the arguments are chartreel's: the same image renders
# a whole scene, one segment of it (render … --segment K/N) or joins segments (concat); see
# docs/scale-out.md and deploy/kubernetes/. The bases are build arguments, for a mirror or a
# machine without a registry: scripts/container-check builds this file with podman and local
# bases (--build-arg SWIFT_IMAGE=… --build-arg RUNTIME_IMAGE=…) and checks the image.

ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---- build stage: the official Swift image (Debian 12) with Cairo's and Pango's headers ----
FROM ${SWIFT_IMAGE} AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libcairo2-dev libpango1.0-dev zlib1g-dev libdeflate-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The command line is the package in CLI/, which depends on the library's package (here, one
# folder up) by path; SwiftPM wants every target's folder of both.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY CLI/Package.swift ./CLI/
COPY CLI/Sources ./CLI/Sources
# The Swift runtime and Foundation are linked in (checked: ldd lists only Cairo, Pango and
# their libraries, libstdc++ and libc), so the runtime stage needs no Swift.
RUN swift build -c release --package-path CLI --product chartreel --static-swift-stdlib \
 && install -D "$(swift build -c release --package-path CLI --show-bin-path)/chartreel" \
      /out/chartreel

# ---- runtime stage: slim Debian with the shared libraries, fonts and ffmpeg ----
FROM ${RUNTIME_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libcairo2 libpango-1.0-0 libpangocairo-1.0-0 zlib1g libdeflate0 libstdc++6 \
      ffmpeg \
      fontconfig fonts-dejavu-core fonts-noto-core \
 && rm -rf /var/lib/apt/lists/* \
 && fc-cache -f \
 && useradd --uid 10001 --create-home --shell /usr/sbin/nologin chartreel \
 && mkdir /work && chown chartreel /work
COPY --from=build /out/chartreel /usr/local/bin/chartreel
# The sample scenes, and a smoke test that fails the build if a library, the default font or
# ffmpeg is missing: one frame drawn with Cairo and Pango, then a few encoded by ffmpeg.
COPY Scenes /opt/chartreel/Scenes
RUN chartreel render /opt/chartreel/Scenes/pan.json --at 0 -o /tmp/check.png --quiet \
 && chartreel render /opt/chartreel/Scenes/pan.json --frames 0..5 -o /tmp/check.mp4 --quiet \
 && rm /tmp/check.png /tmp/check.mp4
USER 10001
WORKDIR /work
ENTRYPOINT ["chartreel"]
CMD ["--help"]
