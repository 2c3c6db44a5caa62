#!/usr/bin/perl
# Reads a `run --format tap` report of tests/cli/inputs/reporting (with reporting-known.txt) with
# Perl's TAP::Parser, the parser behind `prove`, and checks that a harness sees what the oracle
# meant: fails@C3 failed, known@C3 a TODO (not a failure), skipped@C3 a skip with a reason, and
# passes@C3 passed.
use strict;
use warnings;
use TAP::Parser;

my $parser = TAP::Parser->new({ source => $ARGV[0] });
my %seen;
while (my $result = $parser->next) {
    next unless $result->is_test;
    my ($id) = $result->description =~ /^- (\S+)/;
    $seen{$id} = $result;
}
my @problems;
sub expect { my ($ok, $what) = @_; push @problems, $what unless $ok; }

expect($parser->is_good_plan, 'the plan matches the test points');
expect($parser->version == 13, 'TAP version 13 (Test::Harness 3.44 refuses 14)');
expect(defined $seen{'fails@C3'} && !$seen{'fails@C3'}->is_ok, 'fails@C3 is a failure');
my $known = $seen{'known@C3'};
expect(defined $known && !$known->is_actual_ok && $known->has_todo && $known->is_ok,
       'known@C3 is `not ok # TODO` (a known failure, not a failure)');
my $skipped = $seen{'skipped@C3'};
expect(defined $skipped && $skipped->is_actual_ok && $skipped->has_skip
       && $skipped->explanation ne '' && $skipped->explanation !~ /^SKIP/,
       'skipped@C3 is `ok # SKIP reason`');
expect(defined $seen{'passes@C3'} && $seen{'passes@C3'}->is_ok && !$seen{'passes@C3'}->has_skip,
       'passes@C3 passed');
my @failed = $parser->failed;
expect(@failed == 1, 'exactly one failed test point, found ' . scalar(@failed));
expect(scalar($parser->todo) == 1, 'one TODO test point');
expect(scalar($parser->skipped) == 1, 'one skipped test point');
expect(!$parser->parse_errors, 'no parse errors: ' . join('; ', $parser->parse_errors));

if (@problems) {
    print STDERR "TAP::Parser disagrees: $_\n" for @problems;
    exit 1;
}
print "TAP::Parser agrees\n";
