"""The judge: the values of every legal action from one seat's observation, their grades and
reasons, the review of a hand, the post-mortem with every card known, match equity, and the
work limits of one call.
"""
