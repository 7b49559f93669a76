// The bench's network link (tools/bench/network-link.mjs starts it; it compiles this file with gcc
// into node_modules/.cache/bench-link). iptables hands it every packet of the bench's ports on
// loopback through two NFQUEUE queues, one per direction; it holds each packet as a link of the
// given rate and one-way delay would, then lets it go on. Nothing is dropped or reordered.
//
// A packet that arrives while the link is busy waits for it (the link is a first-in first-out
// queue); it then takes its serialisation time, length x 8 / rate, and reaches the far end one
// one-way delay later:
//   start   = max(arrival, when the link is free)
//   free    = start + length x 8 / rate
//   release = free + one-way delay
// network-link.mjs has the same arithmetic (linkRelease) and its unit tests.
//
// Usage: link-shaper <up queue> <down queue> <one-way delay us> <up bits/s> <down bits/s>
// It runs until SIGINT or SIGTERM; held packets are let go at exit, so no connection is cut.
#include <arpa/inet.h>
#include <errno.h>
#include <linux/netfilter.h>
#include <libnetfilter_queue/libnetfilter_queue.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HELD_MAX 65536

struct held {
  uint32_t id;
  uint64_t release_ns;
};

struct direction {
  struct nfq_q_handle *queue;
  uint64_t bits_per_second;
  uint64_t free_ns; // when the link has sent everything it was given
  struct held held[HELD_MAX];
  unsigned head, count;
};

static struct direction up, down;
static uint64_t one_way_ns;
static volatile sig_atomic_t stopping = 0;

static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void let_go(struct direction *d) {
  struct held *h = &d->held[d->head];
  nfq_set_verdict(d->queue, h->id, NF_ACCEPT, 0, NULL);
  d->head = (d->head + 1) % HELD_MAX;
  d->count--;
}

static int on_packet(struct nfq_q_handle *queue, struct nfgenmsg *message, struct nfq_data *packet,
                     void *data) {
  (void)message;
  struct direction *d = data;
  struct nfqnl_msg_packet_hdr *header = nfq_get_msg_packet_hdr(packet);
  if (!header) return 0;
  uint32_t id = ntohl(header->packet_id);
  unsigned char *ip;
  int copied = nfq_get_payload(packet, &ip);
  // The packet's length on the wire is its IPv4 total length (only the first bytes are copied).
  uint64_t length = copied >= 4 ? (uint64_t)((ip[2] << 8) | ip[3]) : 1500;
  if (d->count == HELD_MAX) return nfq_set_verdict(queue, id, NF_ACCEPT, 0, NULL);
  uint64_t arrival = now_ns();
  uint64_t start = arrival > d->free_ns ? arrival : d->free_ns;
  d->free_ns = start + length * 8 * 1000000000u / d->bits_per_second;
  struct held *h = &d->held[(d->head + d->count) % HELD_MAX];
  h->id = id;
  h->release_ns = d->free_ns + one_way_ns;
  d->count++;
  return 0;
}

static void on_signal(int signal) {
  (void)signal;
  stopping = 1;
}

static struct nfq_q_handle *open_queue(struct nfq_handle *handle, int number, struct direction *d) {
  struct nfq_q_handle *queue = nfq_create_queue(handle, number, on_packet, d);
  if (!queue) {
    fprintf(stderr, "link-shaper: cannot bind NFQUEUE %d (in use, or no permission)\n", number);
    exit(1);
  }
  nfq_set_mode(queue, NFQNL_COPY_PACKET, 4);
  nfq_set_queue_maxlen(queue, HELD_MAX);
  return queue;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: link-shaper <up queue> <down queue> <one-way us> <up bit/s> <down bit/s>\n");
    return 2;
  }
  one_way_ns = strtoull(argv[3], NULL, 10) * 1000u;
  up.bits_per_second = strtoull(argv[4], NULL, 10);
  down.bits_per_second = strtoull(argv[5], NULL, 10);
  if (!up.bits_per_second || !down.bits_per_second) {
    fprintf(stderr, "link-shaper: rates must be positive\n");
    return 2;
  }
  struct nfq_handle *handle = nfq_open();
  if (!handle) {
    fprintf(stderr, "link-shaper: cannot open netfilter queue (run as root)\n");
    return 1;
  }
  up.queue = open_queue(handle, atoi(argv[1]), &up);
  down.queue = open_queue(handle, atoi(argv[2]), &down);
  int fd = nfq_fd(handle);
  nfnl_rcvbufsiz(nfq_nfnlh(handle), 16 * 1024 * 1024);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  printf("link-shaper: ready\n");
  fflush(stdout);

  static char buffer[65536];
  while (!stopping) {
    uint64_t now = now_ns();
    struct direction *both[] = {&up, &down};
    uint64_t next = now + 100000000u;
    for (int i = 0; i < 2; i++) {
      struct direction *d = both[i];
      while (d->count && d->held[d->head].release_ns <= now) let_go(d);
      if (d->count && d->held[d->head].release_ns < next) next = d->held[d->head].release_ns;
    }
    // poll() counts in milliseconds: wait at most until the next release, rounded down, and
    // spin the last fraction of a millisecond.
    int wait_ms = (int)((next - now) / 1000000u);
    struct pollfd p = {.fd = fd, .events = POLLIN};
    if (poll(&p, 1, wait_ms) > 0) {
      int received = recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
      if (received > 0) nfq_handle_packet(handle, buffer, received);
      else if (received < 0 && errno == ENOBUFS)
        fprintf(stderr, "link-shaper: the kernel's queue overflowed; packets were lost\n");
    }
  }
  while (up.count) let_go(&up);
  while (down.count) let_go(&down);
  nfq_destroy_queue(up.queue);
  nfq_destroy_queue(down.queue);
  nfq_close(handle);
  return 0;
}
